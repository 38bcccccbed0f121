import { checkInState, type CheckInFacts } from './check-in';

const start = '2027-01-12T10:00:00+05:30';
const at = (minutesFromStart: number) => Date.parse(start) + minutesFromStart * 60_000;
const facts = (status: CheckInFacts['status']): CheckInFacts => ({ status, start_time: start, check_in_required: true });

describe('checkInState', () => {
  it.each(['confirmed', 'approved'] as const)('a %s booking follows its window: early, open, then none', (status) => {
    expect(checkInState(facts(status), at(-16))).toBe('early');
    expect(checkInState(facts(status), at(-15))).toBe('open');
    expect(checkInState(facts(status), at(15))).toBe('open');
    expect(checkInState(facts(status), at(16))).toBe('none');
  });

  it.each(['pending', 'rejected', 'cancelled', 'released', 'expired'] as const)('a %s booking has no check-in', (status) => {
    expect(checkInState(facts(status), at(0))).toBe('none');
  });

  it('a room without check-in, or a booking already checked in, shows none or done', () => {
    expect(checkInState({ ...facts('confirmed'), check_in_required: false }, at(0))).toBe('none');
    expect(checkInState({ ...facts('confirmed'), checked_in_at: start }, at(0))).toBe('checked-in');
  });
});
