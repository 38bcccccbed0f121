import { feedLinkText } from './feedLinkText';

describe('feedLinkText', () => {
  it('says loading, none yet, or when the link in use was made', () => {
    expect(feedLinkText(undefined)).toBe('Loading...');
    expect(feedLinkText(null)).toMatch(/^There is no link yet\./);
    expect(feedLinkText('2026-03-04T09:30:00+05:30')).toMatch(/^A link created on Mar 4, 2026 is in use\./);
  });
});
