import type { AdminBooking } from '../../contracts/admin-bookings';
import type { Booking } from '../../contracts/booking';
import { shownStatus, toRequestStatus } from '../../contracts/booking-rules';
import type { PastBooking } from '../../contracts/home';
import type { RoomRequest } from '../../contracts/requests';
import { toCampusIso } from '../../shared/time';
import type { BookingRecord } from './records';

/** Each list's view of the one BookingRecord: times in ISO with the campus offset (DESIGN.md §5). */

/** My Bookings (and the answers of bookroom and the own edits). */
export function toBookingWire(row: BookingRecord, tz: string): Booking {
  return {
    id: row.id,
    room_id: row.room_id,
    rooms: row.room_name,
    purpose: row.purpose,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    status: row.status,
    recurring_booking_id: row.recurring_booking_id,
    reason: row.decision_reason,
    check_in_required: row.check_in_required,
    checked_in_at: row.checked_in_at && toCampusIso(row.checked_in_at, tz),
  };
}

/** Manage Bookings: the booking with its booker and its place in its series. */
export function toAdminBookingWire(row: BookingRecord & { is_parent: boolean }, tz: string): AdminBooking {
  return {
    ...toBookingWire(row, tz),
    faculty_name: row.user_name,
    faculty_email: row.user_email,
    kind: row.recurring_booking_id === null ? 'normal' : row.is_parent ? 'recurring-parent' : 'recurring-child',
  };
}

/** The dean's room-request list: "approved" for a stored "confirmed" (SPEC.md §4). */
export function toRoomRequestWire(row: BookingRecord, tz: string): RoomRequest {
  return {
    id: row.id,
    name: row.user_name,
    email: row.user_email,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    rooms: [row.room_name],
    inactive_rooms: row.room_inactive ? [row.room_name] : [],
    purpose: row.purpose,
    status: toRequestStatus(row.status),
    reason: row.decision_reason,
  };
}

/**
 * The Overview's recent bookings: a confirmed booking that has ended is `completed` (DESIGN.md §5).
 * The list holds only ended bookings, so no confirmed one stays confirmed.
 */
export function toPastBookingWire(row: BookingRecord, tz: string, now: Date): PastBooking {
  return {
    id: row.id,
    rooms: row.room_name,
    purpose: row.purpose,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    status: shownStatus(row.status, row.end_time, now) as PastBooking['status'],
  };
}

/** What the audit log keeps of a booking: its stored columns, times in UTC ISO. */
export function toAuditSnapshot(row: BookingRecord) {
  return {
    id: row.id,
    room_id: row.room_id,
    user_id: row.user_id,
    purpose: row.purpose,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    status: row.status,
    recurring_booking_id: row.recurring_booking_id,
  };
}
