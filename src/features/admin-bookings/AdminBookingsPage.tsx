import { AdminBookingsView } from './AdminBookingsView';

/** /admin/bookings (SPEC.md "Admin Booking Management"); the route checks manageBookings. */
export default function AdminBookingsPage() {
  return <AdminBookingsView />;
}
