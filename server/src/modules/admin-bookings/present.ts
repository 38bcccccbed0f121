import type { AdminBooking } from '../../contracts/admin-bookings';
import { toCampusIso } from '../../shared/time';
import type { AdminBookingRecord } from './repository';

/** A stored row as Manage Bookings shows it: campus-offset times and the series kind. */
export function presentAdminBooking(row: AdminBookingRecord, tz: string): AdminBooking {
  return {
    id: row.id,
    room_id: row.room_id,
    rooms: row.rooms,
    purpose: row.purpose,
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    status: row.status,
    recurring_booking_id: row.recurring_booking_id,
    faculty_name: row.faculty_name,
    faculty_email: row.faculty_email,
    kind: row.recurring_booking_id === null ? 'normal' : row.is_parent ? 'recurring-parent' : 'recurring-child',
  };
}
