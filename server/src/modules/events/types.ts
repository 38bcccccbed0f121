import type { IghRequestStatusWord, StoredBookingStatus } from '../../contracts/booking-rules';
import type { PatternRow } from '../../contracts/recurring-dates';

/**
 * The outbox's payloads (DESIGN.md §9). Each event is complete in itself: in-app
 * notifications are rendered from it now, and e-mail with an iCalendar part (issue 14)
 * can be rendered from it alone, without reading bookings that may have changed since.
 * Times are campus wall-clock (with `tz`) and ISO with the campus offset.
 */
export const EVENT_VERSION = 1;

export interface EventPerson {
  id: number;
  name: string;
  email: string;
}

/**
 * Who is told: the booker/student, the approvers of that kind of request, or nobody. `self`:
 * the booker of their own cancellation of a confirmed booking, whose mail carries the
 * METHOD:CANCEL that takes it off their calendar (issue 36).
 */
export type Audience = 'owner' | 'self' | 'room_approvers' | 'igh_approvers' | 'none';

/**
 * The actor of what happens by itself (issue 35: a request expiring), shaped as a session user
 * too so a writer can act as it. Its id is no user's: the event row stores no actor for it.
 */
export const SYSTEM_ACTOR = { id: 0, name: 'Campus Room Booking', email: '', access: [] as string[], picture: '' };

/** A booking as it was at one moment. */
export interface BookingState {
  start_time: string;
  end_time: string;
  /** Campus date (YYYY-MM-DD) and wall-clock times (HH:mm). */
  date: string;
  start: string;
  end: string;
  purpose: string;
  status: StoredBookingStatus;
}

/** A booking an event concerns, after the change; `before` when the change altered it. */
export interface EventBooking extends BookingState {
  /** Stable identity (the iCalendar UID is built from it). */
  id: number;
  /** Grows with every change of this booking (the iCalendar SEQUENCE). */
  revision: number;
  room: { id: number; name: string; block: string };
  reason: string | null;
  before: BookingState | null;
  /** Issue 32: the check-in window (campus HH:mm) of a confirmed booking in a room that requires check-in. */
  check_in?: { opens: string; closes: string };
}

export type BookingEventKind =
  | 'booking.requested'
  | 'booking.booked'
  | 'booking.approved'
  | 'booking.rejected'
  | 'booking.changed'
  | 'booking.cancelled'
  /** Issue 32: nobody checked in by the end of the grace period (the campus acts, actor id 0). */
  | 'booking.released'
  /** Issue 32: a reminder before a confirmed booking starts. */
  | 'booking.reminder'
  /** Issue 32: a booking made for the first in line when the time freed. */
  | 'booking.waitlisted'
  /** Issue 35: a request nobody decided before its start. */
  | 'booking.expired'
  | 'series.drafted'
  | 'series.booked'
  | 'series.changed'
  | 'series.deleted'
  /** Issue 31: a booker's bookings added by one timetable import, or cancelled by its undo — one event each. */
  | 'import.booked'
  | 'import.cancelled';

export type IghEventKind = 'igh.requested' | 'igh.approved' | 'igh.rejected' | 'igh.expired';
export type EventKind = BookingEventKind | IghEventKind;

interface EventBase {
  version: typeof EVENT_VERSION;
  /** When it happened (ISO, campus offset) and the campus time zone of every time in it. */
  at: string;
  tz: string;
  actor: EventPerson;
  audience: Audience;
  /** Where the audience sees what it concerns (an app path; mails prefix PUBLIC_URL). */
  link: string;
  /** An approver's words with a decision. */
  reason: string | null;
}

/**
 * Issue 31: what one import did to one booker's bookings, told as a count rather than booking
 * by booking (the bookings themselves reach calendars through the booker's feed).
 */
export interface ImportSummary {
  import_id: number;
  /** The campus date of the import. */
  import_date: string;
  count: number;
  /** Campus dates of the first and last booking. */
  first_date: string;
  last_date: string;
  /** "Room (Block)" of each room, in name order. */
  rooms: string[];
}

/** A change of one booking (series: of many, the same way). */
export interface BookingEvent extends EventBase {
  kind: BookingEventKind;
  /** The booker. */
  owner: EventPerson;
  series: { id: number; purpose: string; weekly_pattern: PatternRow[]; start_date: string; end_date: string } | null;
  /** Every booking the change touched (none for a draft or an import's summary), in start order. */
  bookings: EventBooking[];
  /** An import's summary (import.booked, import.cancelled). */
  summary?: ImportSummary;
}

export interface IghRequestState {
  id: number;
  student_name: string;
  student_email: string;
  customer_name: string;
  age: number;
  relation_with_student: string;
  check_in: string;
  check_out: string;
  status: IghRequestStatusWord;
}

/** A guest-house request filed or decided. */
export interface IghEvent extends EventBase {
  kind: IghEventKind;
  /** The student who filed it, when they have an account. */
  owner: EventPerson | null;
  request: IghRequestState;
}

export type EventPayload = BookingEvent | IghEvent;

/** An event to record: its payload and the row it is about. */
export interface EventDraft {
  entity: 'booking' | 'recurring_series' | 'igh_request' | 'import';
  entityId: number;
  payload: EventPayload;
}
