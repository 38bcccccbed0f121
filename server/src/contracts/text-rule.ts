/**
 * The one rule for text people send (issue 16): what a text field may contain. Plain
 * values, so the server's validation and the client's forms read the same rule.
 *
 * Every string in a request (body, query string, path) is `single-line` unless its schema
 * says `multi-line` (server/src/contracts/common.ts `MultiLineText`): the validation plugin
 * applies the rule to all of them, so a new route gets it without doing anything.
 */

/** The JSON-schema keyword that carries a string's kind (an OpenAPI extension, so it shows in /api/docs). */
export const TEXT_KEYWORD = 'x-text';

export type TextKind = 'single-line' | 'multi-line';

// eslint-disable-next-line no-control-regex -- C0 and C1 control characters and DEL: never text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Tab, line feed and carriage return are how a multi-line box writes its lines.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Embeddings, overrides and isolates (LRE…RLO, LRI…PDI): they reorder what a reader sees ("Trojan Source"). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/** Half of a UTF-16 surrogate pair on its own: no character at all (the database would store U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_PROBLEMS = {
  control: 'cannot contain control characters',
  bidi: 'cannot contain bidirectional text controls',
  surrogate: 'is not valid text',
} as const;

/**
 * What is wrong with a value of the given kind, as the end of a sentence ("cannot contain
 * control characters"), or null when it is fine. Single-line text (names, titles, e-mails,
 * searches) refuses every control character; multi-line prose (a purpose, a decision's
 * reason) also takes tabs and line breaks. Both refuse bidi controls (issue 36): they reach
 * mail, calendar titles and CSV cells, where they reorder what a reader sees; right-to-left
 * letters themselves are text. NUL is never text.
 */
export function textProblem(value: string, kind: TextKind): string | null {
  if ((kind === 'multi-line' ? CONTROL_BUT_LINES : CONTROL).test(value)) return TEXT_PROBLEMS.control;
  if (BIDI_CONTROLS.test(value)) return TEXT_PROBLEMS.bidi;
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.surrogate;
  return null;
}

/**
 * The rule as a form's or a route's sentence, "Purpose cannot contain bidirectional text
 * controls": the words the validation plugin answers for the field named `label`.
 */
export function textViolation(label: string, value: string | undefined, kind: TextKind): string | null {
  const problem = value === undefined ? null : textProblem(value, kind);
  return problem ? `${label} ${problem}` : null;
}
