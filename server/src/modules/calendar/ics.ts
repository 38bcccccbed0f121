import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One booking as a calendar event: the same UID in every mail and feed, SEQUENCE its revision. */
export interface CalendarBooking {
  id: number;
  revision: number;
  start: Date | string;
  end: Date | string;
  purpose: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'cancelled';
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
export const uidOf = (bookingId: number, publicUrl: string) => `booking-${bookingId}@${new URL(publicUrl).hostname}`;

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
export function calendarText(bookings: readonly CalendarBooking[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: 'Campus Room Booking', product: 'rooms', language: 'EN' },
    name: options.name ?? null,
    method: options.method ? ICalCalendarMethod[options.method] : null,
  });
  for (const b of bookings) {
    const room = `${b.room.name} (${b.room.block})`;
    calendar.createEvent({
      id: uidOf(b.id, options.publicUrl),
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
  return calendar.toString();
}
