import { formatRequestDateTime, formatStayDate } from './formatRequestDate';

describe('formatRequestDateTime', () => {
  it('shows weekday, short month, day, year and time in campus time', () => {
    expect(formatRequestDateTime('2026-03-04T10:00:00+05:30', 'Asia/Kolkata')).toBe('Wed, Mar 04, 2026, 10:00 AM');
    expect(formatRequestDateTime('2026-03-04T12:15:00Z', 'Asia/Kolkata')).toBe('Wed, Mar 04, 2026, 05:45 PM');
  });

  it('says "Invalid date" for what it cannot read', () => {
    expect(formatRequestDateTime('tomorrow', 'Asia/Kolkata')).toBe('Invalid date');
    expect(formatRequestDateTime(null, 'Asia/Kolkata')).toBe('Invalid date');
  });
});

describe('formatStayDate', () => {
  it('shows a calendar date without shifting it', () => {
    expect(formatStayDate('2026-03-10')).toBe('Tue, Mar 10, 2026');
  });

  it('says "Invalid date" for a date that does not exist', () => {
    expect(formatStayDate('2026-02-30')).toBe('Invalid date');
    expect(formatStayDate('')).toBe('Invalid date');
  });
});
