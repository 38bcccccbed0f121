import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useView } from '@shared/navigation/ViewSwitch';
import { ADMIN_VIEWS } from './AdminBookingsHeader';
import { AdminBookingsView } from './AdminBookingsView';

// The schedule is code of its own (routes.tsx starts it beside this page's code for a URL that
// opens it): the list, the default, does not load the grid.
const AdminScheduleView = lazy(() => import('./AdminScheduleView').then((m) => ({ default: m.AdminScheduleView })));

/** /admin/bookings (SPEC.md "Admin Booking Management"); the route checks manageBookings. */
export default function AdminBookingsPage() {
  if (useView(ADMIN_VIEWS) !== 'schedule') return <AdminBookingsView />;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the schedule" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}>
      <AdminScheduleView />
    </Suspense>
  );
}
