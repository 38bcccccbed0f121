import type { Booking } from '@contracts/booking';
import type { WireBookingStatus } from '@contracts/booking-status';

/** A booking as the edit and delete dialogs show it; the admin view adds the booker. */
export type EditableBooking = Omit<Booking, 'status'> & {
  status: WireBookingStatus;
  faculty_name?: string;
  faculty_email?: string;
};
