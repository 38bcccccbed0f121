import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { anyJson, anyNumber, anyString, objectFor, valueFor, type JsonSchema } from './fuzz-values';
import { fillPath, type RouteRef } from './route-inventory';

/** The body and query schemas of one route, as its OpenAPI document states them. */
export interface RouteSchemas {
  body?: JsonSchema;
  query?: JsonSchema;
  /** Media types of a file the route takes as its body (the imports' text/csv and text/calendar). */
  files?: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Reads the route's schemas from the app's OpenAPI document (routes hidden from it get none). */
export function schemasOf(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }, route: RouteRef): RouteSchemas {
  const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
  const operation = doc.paths?.[path]?.[route.method.toLowerCase()];
  if (!operation) return {};
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const files = Object.keys(operation.requestBody?.content ?? {}).filter((type) => type.startsWith('text/'));
  return {
    ...(files.length ? { files } : {}),
    body: operation.requestBody?.content?.['application/json']?.schema,
    query: queryParams.length ? { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])) } : undefined,
  };
}

export type BodySpec = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | null };

export interface FuzzRequest {
  id: string;
  query: string;
  body: BodySpec;
}

const PATH_IDS = [
  '0',
  '-1',
  '1',
  '2',
  '3',
  '10',
  '2147483647',
  '2147483648',
  '9'.repeat(30),
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  'abc',
  'null',
  '%20',
  '%00',
  '%E2%82%AC',
  '%F0%9F%98%80',
  '%D9%A1%D9%A2',
  '%',
  '%zz',
  '..%2F..',
  '1;drop',
  '',
];

const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PATH_IDS) },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 200 }).map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
);

const RAW_QUERIES = [
  '%',
  '%E0%A4%A',
  'page=1&page=2',
  'page[]=1',
  'limit=1e400',
  'limit=NaN',
  'a[b][c]=1',
  '&&&=',
  `q=${'x'.repeat(5000)}`,
];

/** A query string for the fields (arrays as repeated keys, non-strings as JSON). */
export function queryString(record: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, typeof one === 'string' ? one : JSON.stringify(one));
  }
  return params.toString();
}

function queryFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fields = objectFor(schema ?? { type: 'object', properties: {} }).map(queryString);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
/** Deep nesting as text, so neither the generator nor its reports recurse through it. */
const DEEP_JSON = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"purpose":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json;;',
  '*/*',
];

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<BodySpec> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): BodySpec => ({ kind: 'json', value: v }));
  const raw = (text: fc.Arbitrary<string>, contentType: fc.Arbitrary<string | null>) =>
    fc.tuple(text, contentType).map(([t, c]): BodySpec => ({ kind: 'raw', text: t, contentType: c }));
  return fc.oneof(
    { weight: 10, arbitrary: json(schema ? objectFor(schema) : anyJson) },
    { weight: 1, arbitrary: json(schema ? valueFor(schema) : anyJson) },
    { weight: 2, arbitrary: json(fc.oneof(anyJson, anyNumber, anyString)) },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
    { weight: 1, arbitrary: raw(fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ maxLength: 30 })), fc.constant('application/json')) },
    {
      weight: 1,
      arbitrary: raw(fc.constantFrom('{}', 'a=1', '<a/>', 'hello'), fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null })),
    },
    { weight: 1, arbitrary: raw(fc.constantFrom(...DEEP_JSON), fc.constant('application/json')) },
  );
}

/** Cells a file's rows are made of: plausible values, formulas, quotes, control characters and junk. */
const fileCell = fc.oneof(
  fc.constantFrom('', 'Library Block', 'Seminar Room 2', 'faculty@campus.example', 'rb_faculty', 'Mon;Thu', '10:00', '2026-06-01', '40'),
  fc.constantFrom('=SUM(A1)', '+1', '-1', '@x', '"', '""', ';;', '24:00', '2026-02-30', '9'.repeat(40), '\u0000', '\u202e'),
  fc.string({ maxLength: 20 }),
);

/** A CSV of a known header (or none) and random rows, or an iCalendar text, or junk. */
const fileText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'room_name,block_name,capacity,features,access',
        'email,name,department,roles',
        'room_name,block_name,booker_email,purpose,start_date,end_date,weekdays,start_time,end_time,skip_dates',
        'a,b',
        '',
      ),
      fc.array(fc.array(fileCell, { maxLength: 11 }), { maxLength: 6 }),
    )
    .map(([header, rows]) =>
      [header, ...rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))].join('\r\n'),
    ),
  fc
    .tuple(fc.constantFrom('FREQ=WEEKLY;COUNT=3', 'FREQ=DAILY', 'FREQ=BOGUS', ''), fileCell, fileCell)
    .map(
      ([rule, location, summary]) =>
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:f\r\nDTSTART:20260601T043000Z\r\nDTEND:20260601T053000Z\r\n${rule ? `RRULE:${rule}\r\n` : ''}LOCATION:${location}\r\nSUMMARY:${summary}\r\nORGANIZER:mailto:faculty@campus.example\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    ),
  fc.string({ maxLength: 200 }),
);

function fileFor(types: readonly string[]): fc.Arbitrary<BodySpec> {
  return fc.tuple(fileText, fc.constantFrom(...types)).map(([text, contentType]): BodySpec => ({ kind: 'raw', text, contentType }));
}

/** Random requests for one route: its path id, query string and body bent in every direction. */
export function requestsFor(route: RouteRef, schemas: RouteSchemas): fc.Arbitrary<FuzzRequest> {
  const hasParam = route.url.includes(':');
  const sendsBody = route.method !== 'GET';
  return fc.record({
    id: hasParam ? pathId : fc.constant(''),
    query: queryFor(schemas.query),
    body: schemas.files
      ? fc.oneof({ weight: 3, arbitrary: fileFor(schemas.files) }, { weight: 1, arbitrary: bodyFor(schemas.body) })
      : sendsBody
        ? bodyFor(schemas.body)
        : fc.oneof({ weight: 9, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) }, bodyFor(undefined)),
  });
}

export function toInject(route: RouteRef, request: FuzzRequest): InjectOptions {
  const url = fillPath(route.url, request.id) + (request.query ? `?${request.query}` : '');
  const { body } = request;
  if (body.kind === 'none') return { method: route.method, url };
  if (body.kind === 'json') {
    return { method: route.method, url, payload: JSON.stringify(body.value), headers: { 'content-type': 'application/json' } };
  }
  return { method: route.method, url, payload: body.text, headers: body.contentType ? { 'content-type': body.contentType } : {} };
}
