import { REQUEST_MESSAGES } from '../../contracts/requests';
import { ighRequestViolation } from './igh-rules';

const base = { customer_name: 'Latha', age: 48, relation_with_student: 'Mother', check_in: '2026-03-04', check_out: '2026-03-05' };
const today = '2026-03-04';

describe('ighRequestViolation', () => {
  it('accepts a stay from today, and a same-day stay', () => {
    expect(ighRequestViolation(base, today)).toBeNull();
    expect(ighRequestViolation({ ...base, check_out: '2026-03-04' }, today)).toBeNull();
  });

  it('allows exactly the longest stay and not a night more', () => {
    expect(ighRequestViolation({ ...base, check_out: '2026-04-03' }, today)).toBeNull();
    expect(ighRequestViolation({ ...base, check_out: '2026-04-04' }, today)).toBe(REQUEST_MESSAGES.stayTooLong);
  });

  it('takes a check-in at most one year ahead (issue 36)', () => {
    expect(ighRequestViolation({ ...base, check_in: '2027-03-04', check_out: '2027-03-05' }, today)).toBeNull();
    expect(ighRequestViolation({ ...base, check_in: '2027-03-05', check_out: '2027-03-06' }, today)).toBe(
      'Check-in can be at most one year ahead (on or before 2027-03-04)',
    );
  });

  it('names the first broken rule', () => {
    expect(ighRequestViolation({ ...base, customer_name: ' ' }, today)).toBe(REQUEST_MESSAGES.customerNameRequired);
    expect(ighRequestViolation({ ...base, relation_with_student: '\t' }, today)).toBe(REQUEST_MESSAGES.relationRequired);
    expect(ighRequestViolation({ ...base, check_in: '2026-13-01' }, today)).toBe(REQUEST_MESSAGES.invalidDate('check_in'));
    expect(ighRequestViolation({ ...base, check_in: '2026-03-03' }, today)).toBe(REQUEST_MESSAGES.checkInPast);
    expect(ighRequestViolation({ ...base, check_in: '2026-03-06' }, today)).toBe(REQUEST_MESSAGES.checkOutBeforeCheckIn);
  });
});
