import { policyProblem, toPolicyBody } from './bookingPolicy';

const valid = { max_pending: '10', max_hours_per_week: '20', max_days_ahead: '180' };

describe('the booking policy form', () => {
  it('takes whole numbers within the bounds and sends numbers', () => {
    expect(policyProblem(valid)).toBeNull();
    expect(policyProblem({ max_pending: '0', max_hours_per_week: '168', max_days_ahead: '1' })).toBeNull();
    expect(toPolicyBody(valid)).toEqual({ max_pending: 10, max_hours_per_week: 20, max_days_ahead: 180 });
  });

  it.each([
    [{ max_pending: '-1' }, 'max_pending', 'Pending requests at once must be a whole number from 0 to 1000'],
    [{ max_hours_per_week: '169' }, 'max_hours_per_week', 'Booked hours per week must be a whole number from 0 to 168'],
    [{ max_days_ahead: '0' }, 'max_days_ahead', 'Days ahead must be a whole number from 1 to 730'],
    [{ max_pending: '2.5' }, 'max_pending', 'Pending requests at once must be a whole number from 0 to 1000'],
    [{ max_days_ahead: '' }, 'max_days_ahead', 'Days ahead must be a whole number from 1 to 730'],
  ])('names the first limit out of bounds: %j', (change, key, message) => {
    expect(policyProblem({ ...valid, ...change })).toEqual({ key, message });
  });
});
