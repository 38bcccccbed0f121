import { DECISION_MESSAGES } from '../../contracts/booking-messages';
import { STATUS_LABELS, statusLabelOf } from '../../contracts/booking-rules';
import { CHECK_IN_MESSAGES, REMINDER_MESSAGES } from '../../contracts/check-in';
import { WAITLIST_MESSAGES } from '../../contracts/waitlist-rules';
import { dateText, dayText as day, spanText, timeRangeText } from '../../contracts/campus-format';
import type { BookingEvent, BookingState, EventBooking, EventPayload, IghEvent } from './types';

/**
 * What a notification says: made from the event alone, so it reads the same whenever it is
 * rendered. A decision's title is the status it leaves (the one vocabulary, issue 35: the chip
 * then says the same); the body tells what the approver did with SPEC.md's verbs (approve, decline).
 */
export interface Notice {
  title: string;
  body: string;
  link: string;
}

const EXPIRED = DECISION_MESSAGES.expired;
const when = (b: Pick<BookingState, 'date' | 'start' | 'end'>) => spanText(b.date, b.start, b.end);
const where = (b: EventBooking) => `${b.room.name} (${b.room.block})`;
const withReason = (text: string, reason: string | null) => (reason ? `${text} Reason: ${reason}` : text);

/** "time now Fri, Mar 06, 2026, 11:00 AM – 12:00 PM (was …); purpose now "…" (was "…"); status now Confirmed (was Pending)". */
function changes(b: EventBooking): string {
  const was = b.before;
  if (!was) return 'no visible change';
  const parts: string[] = [];
  if (was.start_time !== b.start_time || was.end_time !== b.end_time) parts.push(`time now ${when(b)} (was ${when(was)})`);
  if (was.purpose !== b.purpose) parts.push(`purpose now "${b.purpose}" (was "${was.purpose}")`);
  if (was.status !== b.status) parts.push(`status now ${statusLabelOf(b.status)} (was ${statusLabelOf(was.status)})`);
  return parts.join('; ') || 'no visible change';
}

/** The dates a series' bookings cover, e.g. "4 bookings, Mon, Mar 09, 2026 to Mon, Mar 30, 2026, 09:00 AM – 10:00 AM". */
function seriesSpan(e: BookingEvent): string {
  const [first, last] = [e.bookings[0], e.bookings[e.bookings.length - 1]];
  const count = `${e.bookings.length} booking${e.bookings.length === 1 ? '' : 's'}`;
  const dates = first.date === last.date ? day(first.date) : `${day(first.date)} to ${day(last.date)}`;
  const times = e.bookings.every((b) => b.start === first.start && b.end === first.end) ? `, ${timeRangeText(first.start, first.end)}` : '';
  return `${count}, ${dates}${times}`;
}

const bookingCount = (n: number) => `${n} booking${n === 1 ? '' : 's'}`;

function bookingNotice(e: BookingEvent): Omit<Notice, 'link'> {
  const b = e.bookings[0];
  const actor = e.actor.name;
  const toApprovers = e.audience === 'room_approvers';
  switch (e.kind) {
    case 'booking.requested':
      return { title: 'New room request', body: `${e.owner.name} requests ${where(b)} on ${when(b)}: "${b.purpose}".` };
    case 'booking.booked':
      return { title: 'Room booked', body: `${actor} booked ${where(b)} for you on ${when(b)}: "${b.purpose}".` };
    case 'booking.approved':
      return {
        title: STATUS_LABELS.approved,
        body: withReason(`${actor} approved your request for ${where(b)} on ${when(b)}: "${b.purpose}".`, e.reason),
      };
    case 'booking.rejected':
      return {
        title: STATUS_LABELS.rejected,
        body: withReason(`${actor} declined your request for ${where(b)} on ${when(b)}: "${b.purpose}".`, e.reason),
      };
    case 'booking.changed':
      return toApprovers
        ? { title: 'Room request changed', body: `${e.owner.name} changed their request for ${where(b)}: ${changes(b)}.` }
        : { title: 'Booking changed', body: `${actor} changed your booking of ${where(b)} on ${when(b.before ?? b)}: ${changes(b)}.` };
    case 'booking.cancelled':
      return {
        title: 'Booking cancelled',
        body:
          e.audience === 'self'
            ? `You cancelled your booking of ${where(b)} on ${when(b)}: "${b.purpose}".`
            : withReason(`${actor} cancelled your booking of ${where(b)} on ${when(b)}: "${b.purpose}".`, e.reason),
      };
    case 'booking.released':
      return { title: CHECK_IN_MESSAGES.releasedTitle, body: CHECK_IN_MESSAGES.released(where(b), when(b)) };
    case 'booking.reminder': {
      const checkIn = b.check_in ? ` ${REMINDER_MESSAGES.checkIn(b.check_in.opens, b.check_in.closes)}` : '';
      return {
        title: REMINDER_MESSAGES.title(b.room.name, b.start),
        body: `${REMINDER_MESSAGES.body(where(b), when(b), b.purpose)}${checkIn}`,
      };
    }
    case 'booking.waitlisted': {
      const got = WAITLIST_MESSAGES.got(b.room.name, b.date, b.start, b.end);
      return { title: WAITLIST_MESSAGES.gotTitle, body: b.status === 'pending' ? `${got}; the request waits for approval.` : `${got}.` };
    }
    case 'booking.expired':
      return { title: 'Request expired', body: `Your request for ${where(b)} on ${when(b)}: "${b.purpose}" — ${EXPIRED.toLowerCase()}.` };
    case 'series.drafted':
      return { title: 'Recurring booking drafted', body: `${actor} drafted a recurring booking: "${e.series?.purpose}".` };
    case 'series.booked':
      return toApprovers
        ? { title: 'New room request', body: `${e.owner.name} requests ${where(b)}: ${seriesSpan(e)}: "${b.purpose}".` }
        : {
            title: 'Recurring booking confirmed',
            body: `${actor} booked your recurring booking in ${where(b)}: ${seriesSpan(e)}: "${b.purpose}".`,
          };
    case 'series.changed':
      return {
        title: 'Recurring booking changed',
        body: `${actor} changed the upcoming bookings of your recurring booking in ${where(b)}: now ${seriesSpan(e)}: "${b.purpose}".`,
      };
    case 'series.deleted':
      return {
        title: 'Recurring booking deleted',
        body: `${e.audience === 'self' ? 'You' : actor} deleted the upcoming bookings of your recurring booking in ${where(b)}: ${seriesSpan(e)}: "${b.purpose}".`,
      };
    case 'import.booked': {
      const n = e.summary?.count ?? 0;
      return {
        title: 'Timetable imported',
        body: `${bookingCount(n)} ${n === 1 ? 'was' : 'were'} added for you by the timetable import${e.summary ? ` of ${dateText(e.summary.import_date)}` : ''}.`,
      };
    }
    case 'import.cancelled':
      return {
        title: 'Timetable import undone',
        body: withReason(`${actor} cancelled ${bookingCount(e.summary?.count ?? 0)} of yours.`, e.reason),
      };
  }
}

function ighNotice(e: IghEvent): Omit<Notice, 'link'> {
  const r = e.request;
  const stay = `${r.customer_name} (${r.relation_with_student}, ${r.age}) from ${day(r.check_in)} to ${day(r.check_out)}`;
  switch (e.kind) {
    case 'igh.requested':
      return { title: 'New guest-house request', body: `${r.student_name} requests a guest-house room for ${stay}.` };
    case 'igh.approved':
      return {
        title: STATUS_LABELS.approved,
        body: withReason(`${e.actor.name} approved your guest-house request for ${stay}.`, e.reason),
      };
    case 'igh.rejected':
      return {
        title: STATUS_LABELS.rejected,
        body: withReason(`${e.actor.name} declined your guest-house request for ${stay}.`, e.reason),
      };
    case 'igh.expired':
      return { title: 'Request expired', body: `Your guest-house request for ${stay} — ${EXPIRED.toLowerCase()}.` };
  }
}

/** The notification an event's audience gets. */
export function noticeOf(e: EventPayload): Notice {
  const text = 'request' in e ? ighNotice(e) : bookingNotice(e);
  return { ...text, link: e.link };
}
