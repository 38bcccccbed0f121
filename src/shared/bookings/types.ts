import type { Booking } from '@contracts/booking';

/** A booking as the edit and delete dialogs show it; the admin view adds the booker. */
export type EditableBooking = Omit<Booking, 'status'> & {
  status: string;
  faculty_name?: string;
  faculty_email?: string;
};
