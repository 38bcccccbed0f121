import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useView } from '@shared/navigation/ViewSwitch';
import { ADMIN_VIEWS } from './AdminBookingsHeader';
import { AdminBookingsView } from './AdminBookingsView';
import { adminScheduleView } from './views';

const AdminScheduleView = adminScheduleView.Component;

/** /admin/bookings (SPEC.md "Admin Booking Management"); the route checks manageBookings. */
export default function AdminBookingsPage() {
  if (useView(ADMIN_VIEWS) !== 'schedule') return <AdminBookingsView />;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the schedule" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}>
      <AdminScheduleView />
    </Suspense>
  );
}
