import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { textProblem, TEXT_KEYWORD, type TextKind } from '../src/contracts/text-rule';
import type { DB } from '../src/db/schema';
import type { JsonSchema } from './fuzz-values';

/**
 * Text that the text rule (contracts/text-rule.ts) refuses in some or all fields: NUL (which
 * PostgreSQL cannot store), other C0/C1 controls, DEL, line breaks, bidi overrides and
 * isolates, line separators and half surrogate pairs.
 */
export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b@x',
  'Board\u0000meeting',
  '\u0007bell',
  '\u001b[31mred',
  'Suresh\u0085',
  'DEL\u007f',
  'Two\nlines',
  'tab\there',
  'line\u2028separator',
  '\u202egnp.exe',
  'Ravi\u202e',
  'x\u2066isolated\u2069',
  '\ud800',
];

/** Refused in every text field, multi-line or not (bidi controls too since issue 36). */
const ALWAYS_REFUSED = ['a\u0000b', 'bell\u0007', 'c1\u0085', '\u202egnp.exe', 'x\u2066y\u2069'];
/** Refused in single-line fields only (multi-line prose takes line breaks). */
const SINGLE_LINE_REFUSED = ['Two\nlines'];

type Path = (string | number)[];
export interface TextLeaf {
  path: Path;
  kind: TextKind;
}

type TextSchema = JsonSchema & { [TEXT_KEYWORD]?: TextKind };

/** Every string a request schema holds (inside objects, arrays and unions), with its text kind. */
export function textLeaves(schema: TextSchema | undefined, path: Path = []): TextLeaf[] {
  if (!schema) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((s) => textLeaves(s, path)).slice(0, 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && !schema.enum && schema.const === undefined) {
    return [{ path, kind: schema[TEXT_KEYWORD] === 'multi-line' ? 'multi-line' : 'single-line' }];
  }
  if (types.includes('array')) return textLeaves(schema.items, [...path, 0]);
  if (types.includes('object')) return Object.entries(schema.properties ?? {}).flatMap(([name, s]) => textLeaves(s, [...path, name]));
  return [];
}

/** The values a leaf of this kind must refuse. */
export const refusedIn = (kind: TextKind) => (kind === 'multi-line' ? ALWAYS_REFUSED : [...ALWAYS_REFUSED, ...SINGLE_LINE_REFUSED]);

/** A copy of `base` with `value` at `path` (objects and arrays created on the way). */
export function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const record: Record<string, unknown> = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  record[key] = withValueAt(record[key], rest, value);
  return record;
}

/** One sample of an arbitrary with a fixed seed, so the sweep is the same on every run. */
export const sampleOf = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { numRuns: 1, seed })[0];

const STORED_TEXT_TABLES = ['users', 'rooms', 'blocks', 'bookings', 'igh_requests', 'recurring_series', 'imports'] as const;
// The columns whose API fields are MultiLineText: a booking's purpose and a decision's reason.
const MULTI_LINE_COLUMNS = new Set(['purpose', 'decision_reason']);

/** Every stored text (and text-array element) that breaks the text rule: "table.column #id: problem". */
export async function storedTextProblems(db: Kysely<DB>): Promise<string[]> {
  const found: string[] = [];
  for (const table of STORED_TEXT_TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const kind = MULTI_LINE_COLUMNS.has(column) ? 'multi-line' : 'single-line';
        for (const text of Array.isArray(value) ? value : [value]) {
          const problem = typeof text === 'string' ? textProblem(text, kind) : null;
          if (problem) found.push(`${table}.${column} #${String(row.id)}: ${problem} (${JSON.stringify(text)})`);
        }
      }
    }
  }
  return found;
}
