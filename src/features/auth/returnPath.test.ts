import { returnPath } from './returnPath';

describe('returnPath (issue 32)', () => {
  it('goes back to a request link, and to /home for anything else', () => {
    expect(returnPath({ from: '/room_booking?request=12' })).toBe('/room_booking?request=12');
    expect(returnPath({ from: '/igh?request=3' })).toBe('/igh?request=3');
    for (const state of [
      null,
      undefined,
      {},
      { from: 5 },
      { from: '/admin/users' },
      { from: '//evil.example/igh?request=3' },
      { from: '/igh?request=0' },
    ])
      expect(returnPath(state)).toBe('/home');
  });
});
