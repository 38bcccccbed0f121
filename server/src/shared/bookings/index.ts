/** Booking logic shared by the booking, admin-bookings and recurring modules. */
export { createBooking, type BookingActor, type CreateBookingOptions } from './create';
export { updateBookingWithRules, isOwnEditable, type BookingEditMode, type UpdateBookingOptions } from './update';
export { cancelBooking, type CancelBookingOptions, type CancelResult } from './cancel';
export { clashError, isOverlapError, withOverlapGuard, CLASH_FALLBACK_MESSAGE, type ClashRange } from './clash';
export { toBookingWire, toClashWire, bookingAuditSnapshot } from './wire';
export { parseBookingRange, assertTimeRules, BOOKING_HORIZON_YEARS, TOO_FAR_AHEAD_MESSAGE } from './times';
export { BOOKING_ANSWERS } from './messages';
export {
  selectBookingDetails, findBookingDetail, findClash, insertBooking, lockRoomBookings, roomExists, LIVE_STATUSES,
  type BookingDetailRow, type ClashRow, type NewBookingValues,
} from './repository';
