import { feedLinkText } from './feedLinkText';

const TZ = 'Asia/Kolkata';

describe('feedLinkText', () => {
  it('says loading, none yet, or when the link in use was made', () => {
    expect(feedLinkText(undefined, TZ)).toBe('Loading...');
    expect(feedLinkText(null, TZ)).toMatch(/^There is no link yet\./);
    expect(feedLinkText('2026-03-04T09:30:00+05:30', TZ)).toMatch(/^A link created on Mar 04, 2026 is in use\./);
  });
});
