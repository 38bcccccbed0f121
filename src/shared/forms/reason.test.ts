import { reasonViolation } from '@contracts/booking-rules';
import { yupErrors } from './yupErrors';
import { reasonCounter, reasonSchema, reasonToSend } from './reason';

describe('the reason of a decision', () => {
  it('may be up to 500 characters, counted without surrounding spaces', () => {
    expect(reasonViolation('')).toBeNull();
    expect(reasonViolation(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(reasonViolation('x'.repeat(501))).toBe('Reason must be at most 500 characters');
    expect(reasonCounter(' Room under repair ')).toBe('17/500 characters');
  });

  it('is refused by the form in the server’s words, by the same rule', () => {
    expect(yupErrors(reasonSchema, { reason: 'x'.repeat(501) })).toEqual({ reason: 'Reason must be at most 500 characters' });
    expect(yupErrors(reasonSchema, { reason: '' })).toEqual({});
  });

  it('is sent trimmed, and not at all when blank', () => {
    expect(reasonToSend('  Room under repair\n')).toBe('Room under repair');
    expect(reasonToSend('   ')).toBeUndefined();
  });
});
