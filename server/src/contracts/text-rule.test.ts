import { textProblem, textViolation, TEXT_PROBLEMS } from './text-rule';

describe('textProblem', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a bell', 'a\u0007'],
    ['an escape', '\u001b[0m'],
    ['DEL', '\u007f'],
    ['a C1 control (NEL)', 'x\u0085'],
    ['a vertical tab', 'a\u000bb'],
  ])('%s is refused in every field', (_what, text) => {
    expect(textProblem(text, 'single-line')).toBe(TEXT_PROBLEMS.control);
    expect(textProblem(text, 'multi-line')).toBe(TEXT_PROBLEMS.control);
  });

  it.each([
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['CR LF', 'a\r\nb'],
    ['a line separator', 'a\u2028b'],
  ])('%s is refused in single-line text and kept in multi-line text', (_what, text) => {
    expect(textProblem(text, 'single-line')).toBe(TEXT_PROBLEMS.control);
    expect(textProblem(text, 'multi-line')).toBeNull();
  });

  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'bidi control %j is refused in single-line and multi-line text (issue 36: purpose and reason reach mail, calendars and CSV)',
    (char) => {
      expect(textProblem(`Ravi${char}`, 'single-line')).toBe(TEXT_PROBLEMS.bidi);
      expect(textProblem(`Ravi${char}`, 'multi-line')).toBe(TEXT_PROBLEMS.bidi);
      expect(textViolation('Purpose', `Meet${char}`, 'multi-line')).toBe('Purpose cannot contain bidirectional text controls');
    },
  );

  it('refuses half a surrogate pair and takes whole ones, any script and right-to-left letters', () => {
    expect(textProblem('a\ud83d', 'single-line')).toBe(TEXT_PROBLEMS.surrogate);
    expect(textProblem('\ude00b', 'multi-line')).toBe(TEXT_PROBLEMS.surrogate);
    expect(textProblem('Ānanya नमस्ते مرحبا 😀 (room 1)', 'single-line')).toBeNull();
  });
});
