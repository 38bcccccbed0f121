import fc from 'fast-check';
import { FIELD_PAIRS, hintFor } from './fuzz-hints';
import { HOSTILE_TEXT } from './fuzz-text';

/** The slice of JSON Schema the routes' TypeBox schemas use. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
}

const DATES = [
  '2026-03-04',
  '2026-03-09',
  '2026-03-31',
  '2026-06-01',
  '2027-03-05',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2026-3-9',
];
const CLOCKS = ['09:00', '10:00', '10:15', '10:07', '22:45', '23:00', '23:30', '00:00', '24:00', '9:0', '99:99', '-1:00'];
const OFFSETS = ['+05:30', 'Z', '+00:00', '-12:00', '+14:00', '+99:99', '', '.123456789+05:30'];

/** Strings that mean something to this API, or have broken others. */
const NAMED_STRINGS = [
  ...HOSTILE_TEXT,
  '',
  ' ',
  '  padded  ',
  'Faculty meeting',
  'x',
  'abcde',
  '😀'.repeat(20),
  'é'.repeat(300),
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  "'; drop table bookings; --",
  '%',
  '%00',
  '\\',
  '../../etc/passwd',
  'approved',
  'rejected',
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'all',
  'normal',
  'recurring-parent',
  'date-asc',
  'super_admin',
  'rb_admin',
  'rb_dean',
  'rb_faculty',
  'rb_clubs',
  'igh',
  'Super_Admin ',
  'root',
  'dean@campus.example',
  'faculty@campus.example',
  'fuzz.person@campus.example',
  'a@b',
  '@@',
  'UPPER@CAMPUS.EXAMPLE',
  '/rooms/lab.svg',
  'https://example.com/a.png',
  'javascript:alert(1)',
  '//evil.example/a.png',
  '+275760-09-13T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
  '2026-03-09 10:00',
  'not-a-date-at-all-really',
  ...DATES,
  ...CLOCKS,
];

const dateTime = fc
  .tuple(fc.constantFrom(...DATES), fc.constantFrom(...CLOCKS), fc.constantFrom(...OFFSETS))
  .map(([date, clock, offset]) => `${date}T${clock}:00${offset}`);

export const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMED_STRINGS) },
  { weight: 3, arbitrary: dateTime },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 2_100, 70_000).map((n) => 'x'.repeat(n)) },
);

const EDGE_NUMBERS = [0, -1, 1, 2, 3, 5, 7, 100, 101, 120, 121, 2147483647, 2147483648, -2147483649, 2 ** 53, 1e308, 1.5, -0.5];

export const anyNumber = fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A value for a field of an unknown or ignored schema: any JSON, occasionally very deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: anyString },
  { weight: 2, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.constantFrom(20, 60).map(deepNest) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 600 }, (_, i) => i)) },
);

/** Nested objects and arrays; deeper nesting is sent as raw JSON text (fuzz-requests.ts). */
export function deepNest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/**
 * Values shaped by a schema, bent at the edges: mostly the right type near its limits,
 * sometimes anything at all, so requests get past validation into the handlers.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  return fc.oneof({ weight: 5, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: anyJson });
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shaped(s, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anyString);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const edges = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n, n + 1]);
      const inRange = fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
      return fc.oneof(inRange, edges.length ? fc.constantFrom(...edges) : anyNumber, anyNumber);
    }
    case 'string':
      return schema.maxLength ? fc.oneof(anyString, fc.constant('y'.repeat(schema.maxLength + 1))) : anyString;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) + 1 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return anyJson;
  }
}

/** An object for the schema: mostly plausible with at most one field bent, sometimes any mix of fields. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof({ weight: 3, arbitrary: plausibleObject(schema, depth) }, { weight: 1, arbitrary: randomObject(schema, depth) });
}

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'id', 'status', 'user_id'];

/** Adds a key as an own, enumerable property (so "__proto__" reaches the wire as a field). */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

function randomObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = fc.record(
    Object.fromEntries(
      Object.keys(properties).map((name) => [name, fc.option(valueFor(properties[name], depth + 1), { nil: undefined, freq: 8 })]),
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyJson) },
  );
  return fc.tuple(fields, extra).map(([record, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
    return more ? withKey(out, more[0], more[1]) : out;
  });
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Mutation>({ kind: 'none' }) },
  { weight: 1, arbitrary: fc.nat().map((at): Mutation => ({ kind: 'drop', at })) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(), anyJson).map(([at, value]): Mutation => ({ kind: 'replace', at, value })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyJson).map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
  },
);

function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const pairs = FIELD_PAIRS.filter(([a, b]) => names.includes(a) && names.includes(b) && properties[a].maxLength !== 5);
  const paired = new Set(pairs.flatMap(([a, b]) => [a, b]));
  const required = new Set(schema.required ?? names);
  const single = (name: string) => {
    const value = hintFor(name, properties[name]) ?? shaped(properties[name], depth + 1);
    return required.has(name) ? value : fc.option(value, { nil: undefined, freq: 4 });
  };
  const singles = fc.record(Object.fromEntries(names.filter((n) => !paired.has(n)).map((n) => [n, single(n)])));
  const pairValues = fc.tuple(...pairs.map(([, , arbitrary]) => arbitrary));
  return fc.tuple(singles, pairValues, mutation).map(([values, pairResults, change]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
    pairs.forEach(([a, b], i) => Object.assign(out, { [a]: pairResults[i].start, [b]: pairResults[i].end }));
    const keys = Object.keys(out);
    if (change.kind === 'extra') return withKey(out, change.key, change.value);
    if (change.kind === 'none' || keys.length === 0) return out;
    const key = keys[change.at % keys.length];
    if (change.kind === 'drop') delete out[key];
    else out[key] = change.value;
    return out;
  });
}
