import { purposeViolation, reasonViolation } from '@contracts/booking-rules';
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

  it('refuses bidi controls in the server’s words (issue 36), as the purpose does', () => {
    expect(yupErrors(reasonSchema, { reason: 'No \u202eroom' })).toEqual({ reason: 'Reason cannot contain bidirectional text controls' });
    expect(purposeViolation('Meet \u2066x\u2069', 'create')).toBe('Purpose cannot contain bidirectional text controls');
    expect(purposeViolation('مرحبا Meet', 'create')).toBeNull();
  });

  it('is sent trimmed, and not at all when blank', () => {
    expect(reasonToSend('  Room under repair\n')).toBe('Room under repair');
    expect(reasonToSend('   ')).toBeUndefined();
  });
});
