import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { StoredBookingStatus } from '../../contracts/booking-rules';

/** One booking as a calendar event: the same UID in every mail and feed, SEQUENCE its revision. */
export interface CalendarBooking {
  id: number;
  revision: number;
  start: Date | string;
  end: Date | string;
  purpose: string;
  status: StoredBookingStatus;
  room: { name: string; block: string };
  /** Named in a room's feed (who booked it); a user's own feed leaves it out. */
  booker?: string;
  /** DTSTAMP: when this version was made (kept stable so an unchanged feed keeps its ETag). */
  stamp: Date | string;
  /** Where to see it (PUBLIC_URL + path). */
  url: string;
}

const STATUS = { pending: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED } as const;

/** The stable UID of a booking's event, e.g. booking-42@rooms.campus.example. */
export const uidOf = (bookingId: number, publicUrl: string) => uidAt(bookingId, new URL(publicUrl).hostname);
const uidAt = (bookingId: number, host: string) => `booking-${bookingId}@${host}`;

export interface CalendarOptions {
  publicUrl: string;
  /** A mail's iTIP method; a feed has none. */
  method?: 'REQUEST' | 'CANCEL';
  /** X-WR-CALNAME of a feed. */
  name?: string;
  /** A mail's organiser (MAIL_FROM) and attendee (the recipient), so calendars offer to add it. */
  organizer?: { name: string; email: string };
  attendee?: string;
}

/**
 * An iCalendar text (RFC 5545) of bookings, made with ical-generator. Times are UTC (no
 * VTIMEZONE needed; every calendar shows them in its own zone). A cancelled booking (mail
 * with METHOD:CANCEL) is STATUS:CANCELLED; pending TENTATIVE; confirmed CONFIRMED.
 */
export const calendarText = (bookings: readonly CalendarBooking[], options: CalendarOptions): string =>
  foldedText(calendarOf(bookings, options));

/** The calendar object; its own toString() gives the same text as calendarText, slowly (see foldLines). */
export function calendarOf(bookings: readonly CalendarBooking[], options: CalendarOptions): ICalCalendar {
  const calendar = ical({
    prodId: { company: 'Campus Room Booking', product: 'rooms', language: 'EN' },
    name: options.name ?? null,
    method: options.method ? ICalCalendarMethod[options.method] : null,
  });
  const host = new URL(options.publicUrl).hostname;
  for (const b of bookings) {
    const room = `${b.room.name} (${b.room.block})`;
    calendar.createEvent({
      id: uidAt(b.id, host),
      sequence: b.revision,
      stamp: new Date(b.stamp),
      start: new Date(b.start),
      end: new Date(b.end),
      summary: b.booker ? `${b.purpose} (${b.booker})` : b.purpose,
      location: room,
      description: `${b.purpose}\n${room}\n${b.url}`,
      url: b.url,
      status: options.method === 'CANCEL' || !(b.status in STATUS) ? ICalEventStatus.CANCELLED : STATUS[b.status as keyof typeof STATUS],
      organizer: options.organizer ?? null,
      attendees: options.attendee ? [{ email: options.attendee, rsvp: false }] : [],
    });
  }
  return calendar;
}

const END = 'END:VCALENDAR';

/**
 * The calendar's text: its events' lines (unfolded) folded here, its own lines made and folded
 * by the library. Every line ends with CRLF, the last one too (RFC 5545 §3.1; ical-generator
 * leaves it off, issue 36).
 */
function foldedText(calendar: ICalCalendar): string {
  const events = calendar.events().map((event) => event.toString());
  const shell = calendar.clear().toString();
  if (!shell.endsWith(END)) throw new Error(`ical-generator's calendar text no longer ends with ${END}`);
  return `${shell.slice(0, -END.length) + foldLines(events.join('')) + END}\r\n`;
}

/**
 * RFC 5545 line folding exactly as ical-generator's calendar.toString() does it (74 octets of
 * content a line, continuation lines after a space), at a fraction of its cost: ical-generator 10
 * encodes every character with a new TextEncoder, which took 90% of the CPU of a 659-event
 * feed (about 160 ms). Version 11 counts octets directly but needs Node 22. ics.test.ts checks
 * that the text equals calendar.toString() byte for byte; drop this when the library is updated.
 */
function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (!NOT_PRINTABLE_ASCII.test(line)) return line.length <= 74 ? line : asciiChunks(line).join('\r\n ');
      let folded = '';
      let octets = 0;
      for (let i = 0; i < line.length; i++) {
        let char = line[i];
        if (char >= '\ud800' && char <= '\udbff') char += line.charAt(++i);
        // Buffer counts a lone surrogate as U+FFFD (3 octets), as TextEncoder does.
        const size = char < '\u0080' ? 1 : Buffer.byteLength(char, 'utf8');
        octets += size;
        if (octets > 74) {
          folded += '\r\n ';
          octets = size;
        }
        folded += char;
      }
      return folded;
    })
    .join('\r\n');
}
/** Lines of printable ASCII (nearly all) are cut every 74 characters; others are counted octet by octet. */
const NOT_PRINTABLE_ASCII = /[^ -~]/;
const asciiChunks = (line: string) => Array.from({ length: Math.ceil(line.length / 74) }, (_, i) => line.slice(i * 74, i * 74 + 74));
