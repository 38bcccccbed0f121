import { useView } from '@shared/day-grid';
import { ADMIN_VIEWS } from './AdminBookingsHeader';
import { AdminBookingsView } from './AdminBookingsView';
import { AdminScheduleView } from './AdminScheduleView';

/** /admin/bookings (SPEC.md "Admin Booking Management"); the route checks manageBookings. */
export default function AdminBookingsPage() {
  return useView(ADMIN_VIEWS) === 'schedule' ? <AdminScheduleView /> : <AdminBookingsView />;
}
