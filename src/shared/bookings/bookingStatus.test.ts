import { statusLabelOf } from '@contracts/booking-rules';
import { displayStatus, startsInFuture, statusTone, userCanEdit } from './bookingStatus';

const NOW = Date.parse('2026-03-04T09:30:00+05:30');
const FUTURE = '2026-03-05T10:00:00+05:30';
const PAST = '2026-03-03T10:00:00+05:30';

describe('booking status', () => {
  it.each([
    ['confirmed', 'success'],
    ['approved', 'success'],
    ['pending', 'warning'],
    ['cancelled', 'error'],
    ['completed', 'info'],
    ['rejected', 'default'],
  ] as const)('%s is shown %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows a confirmed booking that has ended as completed', () => {
    expect(displayStatus('confirmed', PAST, NOW)).toBe('completed');
    expect(displayStatus('confirmed', FUTURE, NOW)).toBe('confirmed');
    expect(displayStatus('approved', PAST, NOW)).toBe('completed');
    expect(displayStatus('pending', PAST, NOW)).toBe('pending');
  });

  it.each([
    ['pending', FUTURE, true, true],
    ['confirmed', FUTURE, true, true],
    ['approved', FUTURE, true, true],
    ['rejected', FUTURE, false, true],
    ['cancelled', FUTURE, false, true],
    ['pending', PAST, false, false],
  ] as const)('%s starting %s: edit %s, delete %s', (status, start, edit, del) => {
    expect(userCanEdit({ status, start_time: start }, NOW)).toBe(edit);
    expect(startsInFuture(start, NOW)).toBe(del);
  });
});

describe('the one status vocabulary (@contracts/booking-rules)', () => {
  it('gives badges, filters and request lists the same words, whatever the letter case', () => {
    expect(['pending', 'confirmed', 'approved', 'rejected', 'cancelled', 'completed'].map(statusLabelOf)).toEqual([
      'Pending',
      'Confirmed',
      'Approved',
      'Rejected',
      'Cancelled',
      'Completed',
    ]);
    expect(statusLabelOf('REJECTED')).toBe('Rejected');
  });
});
