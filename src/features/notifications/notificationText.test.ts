import { bellLabel, whenLabel } from './notificationText';

const TZ = 'Asia/Kolkata';
const NOW = Date.parse('2026-03-09T12:00:00+05:30');

describe('bellLabel', () => {
  it('names the bell and says how many are unread, only when some are', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('says "99+" above 99, as the badge shows', () => {
    expect(bellLabel(99)).toBe('Notifications, 99 unread');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
  });
});

describe('whenLabel', () => {
  it('says how long ago within a day, then the campus date and time', () => {
    expect(whenLabel('2026-03-09T11:59:30+05:30', NOW, TZ)).toBe('Just now');
    expect(whenLabel('2026-03-09T11:55:00+05:30', NOW, TZ)).toBe('5 min ago');
    expect(whenLabel('2026-03-09T09:00:00+05:30', NOW, TZ)).toBe('3 h ago');
    expect(whenLabel('2026-03-05T10:30:00+05:30', NOW, TZ)).toBe('Thu, Mar 05, 2026, 10:30 AM');
    expect(whenLabel('not a date', NOW, TZ)).toBe('Invalid date');
  });
});
