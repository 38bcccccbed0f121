/** Answers of the own-booking and admin booking endpoints that SPEC.md leaves unworded. */
export const BOOKING_ANSWERS = {
  created: 'Room booked successfully',
  updated: 'Booking updated successfully',
  cancelled: 'Booking cancelled successfully',
  deleted: 'Booking deleted successfully',
  alreadyCancelled: 'This booking is already cancelled.',
  notFound: 'Booking not found.',
  notEditable: 'Only upcoming bookings that are pending or approved can be edited.',
  notDeletable: 'Only bookings that have not started yet can be deleted.',
  rejectedStays: 'This booking was rejected and holds no room time; it stays on record.',
  statusForbidden: 'You can only cancel your booking; approval is decided by the room administrators.',
} as const;
