import { calendarOf, calendarText, type CalendarBooking } from './ics';
import { parseIcs } from '../../../test/ics-kit';

// calendarText folds the events' lines itself (ical-generator 10 spends a TextEncoder per
// character doing it); the text must stay exactly what the library's own toString() makes.
const booking = (id: number, purpose: string, room = 'Seminar Hall'): CalendarBooking => ({
  id,
  revision: id % 3,
  start: new Date(Date.UTC(2026, 2, 20, 4, 30) + id * 3_600_000),
  end: new Date(Date.UTC(2026, 2, 20, 5, 30) + id * 3_600_000),
  purpose,
  status: id % 2 ? 'pending' : 'confirmed',
  room: { name: room, block: 'Academic Block A' },
  booker: id % 4 ? undefined : 'Dr. Ananya Krishnamurthy-Venkataraman',
  stamp: new Date(Date.UTC(2026, 2, 1)),
  url: `https://rooms.campus.example/faculty/bookings?booking=${id}`,
});

const bookings = [
  booking(1, 'Thesis defence'),
  booking(2, 'x'.repeat(74)),
  booking(3, 'y'.repeat(75)),
  booking(4, `Séminaire de théorie des nombres — ${'ü'.repeat(60)}`),
  booking(5, `Reading group ${'😀'.repeat(50)} with ${'日本語'.repeat(30)}`),
  booking(6, `${'a'.repeat(73)}é${'b'.repeat(80)}`, `Hall ${'ß'.repeat(40)}`),
  booking(7, 'Commas, semicolons; and \\ backslashes'),
];

it.each([
  ['a feed', { publicUrl: 'https://rooms.campus.example', name: `Room bookings of ${'Ω'.repeat(60)}` }],
  [
    'a mail',
    {
      publicUrl: 'https://rooms.campus.example',
      method: 'REQUEST' as const,
      organizer: { name: 'Campus Room Booking', email: 'rooms@campus.example' },
      attendee: 'faculty@campus.example',
    },
  ],
])("%s: the text is ical-generator's own, byte for byte, with no line over 75 octets", (_name, options) => {
  const text = calendarText(bookings, options);
  // ical-generator's own text, and the CRLF RFC 5545 wants after its last line (issue 36).
  expect(text).toBe(`${calendarOf(bookings, options).toString()}\r\n`);
  expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
  expect(parseIcs(text).events.map((e) => e.summary)).toEqual(bookings.map((b) => (b.booker ? `${b.purpose} (${b.booker})` : b.purpose)));
});

it('an empty calendar is the same too', () => {
  const options = { publicUrl: 'https://rooms.campus.example', name: 'Nobody' };
  expect(calendarText([], options)).toBe(`${calendarOf([], options).toString()}\r\n`);
});
