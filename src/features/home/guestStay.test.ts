import { yupErrors } from '@shared/forms/yupErrors';
import { EMPTY_GUEST_STAY, guestStaySchema, toGuestStayBody } from './guestStay';

const valid = { customer_name: ' Suresh ', age: '58', relation_with_student: 'Father', check_in: '2026-03-10', check_out: '2026-03-10' };

describe('the guest-house stay form', () => {
  it('asks for every field', () => {
    expect(Object.keys(yupErrors(guestStaySchema, EMPTY_GUEST_STAY)).sort()).toEqual(
      ['age', 'check_in', 'check_out', 'customer_name', 'relation_with_student'].sort(),
    );
  });

  it.each([
    [{ age: '121' }, 'age', 'Age must be at most 120'],
    [{ age: '2.5' }, 'age', 'Age must be a whole number'],
    [{ check_out: '2026-03-09' }, 'check_out', 'Check-out must be on or after check-in'],
  ])('refuses %j', (change, field, message) => {
    expect(yupErrors(guestStaySchema, { ...valid, ...change })).toEqual({ [field]: message });
  });

  it('takes a one-night stay and sends trimmed text and a numeric age', () => {
    expect(yupErrors(guestStaySchema, valid)).toEqual({});
    expect(toGuestStayBody(valid)).toEqual({ ...valid, customer_name: 'Suresh', age: 58 });
  });
});
