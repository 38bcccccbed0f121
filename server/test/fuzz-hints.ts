import fc from 'fast-check';
import { ROLES } from '../src/contracts/roles';
import { HOSTILE_TEXT } from './fuzz-text';

/**
 * Plausible values by field name, near the seeded demo data (30 rooms, 5 blocks, about
 * 200 bookings, a few guest-house requests and series) around the test clock (Wed
 * 4 March 2026). They let random requests pass validation often enough to reach the
 * handlers, the rules and the database, where the interesting failures live.
 */
const NEAR_DATES = ['2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-16', '2026-04-01'];
const dayPlus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const nearDate = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NEAR_DATES) },
  fc.constantFrom('2026-02-29', '2026-02-30', '2025-12-31', '2027-06-01'),
);

/** A start and end on one campus day, mostly on the 15-minute grid and within opening hours. */
const slot = fc
  .record({
    date: nearDate,
    startMinute: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 36, max: 88 }).map((q) => q * 15) }, fc.integer({ min: 0, max: 1439 })),
    length: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 32 }).map((q) => q * 15) }, fc.integer({ min: -60, max: 1500 })),
    offset: fc.constantFrom('+05:30', '+05:30', '+05:30', 'Z', '+00:00', '-08:00'),
  })
  .map(({ date, startMinute, length, offset }) => {
    const at = (minute: number) => {
      const day = dayPlus(date, Math.floor(minute / 1440));
      const m = ((minute % 1440) + 1440) % 1440;
      return `${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00${offset}`;
    };
    return { start: at(startMinute), end: at(startMinute + length) };
  });

const dateRange = fc
  .tuple(nearDate, fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 40 }) }, fc.integer({ min: -5, max: 800 })))
  .map(([start, days]) => ({ start, end: dayPlus(start, days) }));

const hhmm = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 36, max: 92 })
      .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`),
  },
  fc.constantFrom('9:00', '24:00', '23:15', '10:07', 'ab:cd', '1000'),
);

const id = (max: number) => fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max }) }, fc.integer({ min: max + 1, max: max + 500 }));
const words = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('Faculty meeting', 'Fuzz purpose', 'Guest lecture', 'abcd', 'x', '  ', 'Robotics Club', 'Ananya', 'a'),
  },
  fc.constantFrom(...HOSTILE_TEXT),
);
const labels = fc.subarray(['Projector', 'Whiteboard', 'Faculty', 'Student', ' Staff ', 'projector', '']);

const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  room_id: id(30),
  rooms: fc.oneof({ weight: 5, arbitrary: id(30).map((room) => [room]) }, fc.array(id(30), { maxLength: 3 })),
  room_ids: fc.array(id(30), { minLength: 1, maxLength: 4 }),
  block_id: id(5),
  request_id: id(200),
  recurring_booking_id: id(4),
  purpose: fc.oneof({ weight: 4, arbitrary: words }, fc.constantFrom('x'.repeat(200), 'x'.repeat(201), 'y'.repeat(500), ...HOSTILE_TEXT)),
  email: fc.constantFrom(
    'dean@campus.example',
    'faculty@campus.example',
    'fuzz.person@campus.example',
    'FUZZ@CAMPUS.EXAMPLE',
    'nope',
    '',
    'a\u0000b@x',
  ),
  name: words,
  customer_name: words,
  relation_with_student: fc.constantFrom('Father', 'Mother', ' ', 'Sister'),
  room_name: fc.oneof(words, fc.constantFrom('Conference Room 1', 'Classroom 2')),
  age: fc.integer({ min: -1, max: 121 }),
  access: fc.oneof(fc.subarray([...ROLES, 'Super_Admin', 'root']), labels),
  features: labels,
  capacity: fc.oneof(fc.integer({ min: 0, max: 100_001 }), fc.constant(null)),
  image: fc.constantFrom('/rooms/lab.svg', 'https://example.com/a.png', 'javascript:alert(1)', '//evil.example/a.png', '', null),
  department: fc.constantFrom('Physics', '', null),
  designation: fc.constantFrom('Professor', ' ', null),
  phone: fc.constantFrom('+91 80 4000 1001', '', null),
  day_of_week: fc.integer({ min: -1, max: 7 }),
  skip_dates: fc.array(nearDate, { maxLength: 3 }),
  page: fc.constantFrom(1, 1, 2, 3, 0, -1, 1_000_000, 1_000_001),
  limit: fc.constantFrom(5, 10, 25, 100, 101, 0),
  search: fc.constantFrom('', 'Faculty', 'Rahul', '%', '_', "o'brien", 'é', '\u0000', '\u202e', 'a\tb'),
  reason: fc.constantFrom('', 'Room closed for repairs', 'Line one\nLine two', 'bell\u0007', 'z'.repeat(500), 'z'.repeat(501)),
  ids: fc.oneof(fc.array(id(20), { minLength: 1, maxLength: 3 }), fc.constant([])),
  all: fc.constantFrom(true, false),
};

/** A plausible value for a field, or undefined when the name means nothing here. */
export function hintFor(name: string, schema: { maxLength?: number } | undefined): fc.Arbitrary<unknown> | undefined {
  // Pattern rows carry HH:mm times; bookings carry full date-times (handled in pairs below).
  if ((name === 'start_time' || name === 'end_time') && schema?.maxLength === 5) return hhmm;
  return FIELD_HINTS[name];
}

/** Fields that only make sense together, generated as a pair: [first, second, arbitrary]. */
export const FIELD_PAIRS: [string, string, fc.Arbitrary<{ start: string; end: string }>][] = [
  ['start_time', 'end_time', slot],
  ['start_date', 'end_date', dateRange],
  ['check_in', 'check_out', dateRange],
  ['from', 'to', dateRange],
];
