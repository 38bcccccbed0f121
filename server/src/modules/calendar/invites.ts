import type { EventPayload } from '../events';
import { calendarText, type CalendarBooking } from './ics';

export interface Invite {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * The .ics attachments of a booker's mail about their booking (docs/decisions/0063-calendar-invitations.md):
 * METHOD:REQUEST for each booking it leaves confirmed (booked, approved, moved, edited), and
 * METHOD:CANCEL for each it cancels, or declines after it was confirmed. A pending booking
 * is on no calendar yet; approvers' mails carry none (it is not their event). A series gets
 * one file per booking: each booking has its own UID, because each can be moved or
 * cancelled alone, and one iTIP message carries one UID.
 */
export function invitesOf(e: EventPayload, recipientId: number, options: { publicUrl: string; from: string }): Invite[] {
  // A reminder (issue 32) changes nothing on a calendar: it carries no invitation.
  if ('request' in e || e.owner.id !== recipientId || e.kind === 'booking.reminder') return [];
  const organizer = organizerOf(options.from);
  const invites: Invite[] = [];
  for (const b of e.bookings) {
    const method = b.status === 'confirmed' ? 'REQUEST' : b.status === 'cancelled' || b.before?.status === 'confirmed' ? 'CANCEL' : null;
    if (!method) continue;
    const booking: CalendarBooking = {
      id: b.id,
      revision: b.revision,
      start: b.start_time,
      end: b.end_time,
      purpose: b.purpose,
      status: b.status,
      room: b.room,
      stamp: e.at,
      url: `${options.publicUrl}${e.link}`,
    };
    invites.push({
      filename: `booking-${b.id}.ics`,
      content: calendarText([booking], { publicUrl: options.publicUrl, method, organizer, attendee: e.owner.email }),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    });
  }
  if (invites.length === 1) invites[0].filename = 'invite.ics';
  return invites;
}

/** MAIL_FROM as an iCalendar ORGANIZER. */
function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Campus Room Booking', email: match[2] } : { name: 'Campus Room Booking', email: from.trim() };
}
