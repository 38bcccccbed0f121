import type { Booking } from '../../contracts/booking';
import { toCampusIso } from '../time';
import type { BookingDetailRow, ClashRow } from './repository';

/** A stored booking as the API sends it: times in ISO with the campus offset. */
export function toBookingWire(row: BookingDetailRow, tz: string): Booking {
  return {
    id: row.id,
    room_id: row.room_id,
    rooms: row.room_name,
    purpose: row.purpose,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    status: row.status,
    recurring_booking_id: row.recurring_booking_id,
  };
}

/** The clashing booking as a 409 answer names it. */
export function toClashWire(row: ClashRow, tz: string): { start_time: string; end_time: string; purpose: string } {
  return { start_time: toCampusIso(row.start_time, tz), end_time: toCampusIso(row.end_time, tz), purpose: row.purpose };
}

/** What the audit log keeps of a booking: its stored columns, times in UTC ISO. */
export function bookingAuditSnapshot(row: Omit<BookingDetailRow, 'room_name' | 'user_name' | 'user_email'>) {
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
