import { reasonCounter, reasonProblem, reasonToSend } from './decisionReason';

describe('the reason of a decision', () => {
  it('may be up to 500 characters, counted without surrounding spaces', () => {
    expect(reasonProblem('')).toBeNull();
    expect(reasonProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('Reason must be at most 500 characters');
    expect(reasonCounter(' Room under repair ')).toBe('17/500 characters');
  });

  it('is sent trimmed, and not at all when blank', () => {
    expect(reasonToSend('  Room under repair\n')).toBe('Room under repair');
    expect(reasonToSend('   ')).toBeUndefined();
  });
});
