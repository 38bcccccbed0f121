import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useView, viewOf } from '@shared/navigation/ViewSwitch';
import { ADMIN_VIEWS } from './AdminBookingsHeader';
import { AdminBookingsView } from './AdminBookingsView';

// The schedule is code of its own: the list, the default, does not load the grid.
const loadSchedule = () => import('./AdminScheduleView');
const AdminScheduleView = lazy(() => loadSchedule().then((m) => ({ default: m.AdminScheduleView })));

/** Starts loading the schedule's code for a URL that opens it, as soon as the page's code is in (routes.tsx preloadPageOf). */
export function preloadView(search: string) {
  if (viewOf(ADMIN_VIEWS, new URLSearchParams(search)) === 'schedule') void loadSchedule().catch(() => {});
}

/** /admin/bookings (SPEC.md "Admin Booking Management"); the route checks manageBookings. */
export default function AdminBookingsPage() {
  if (useView(ADMIN_VIEWS) !== 'schedule') return <AdminBookingsView />;
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the schedule" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}>
      <AdminScheduleView />
    </Suspense>
  );
}
