import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import type { Capability } from '@contracts/roles';
import { RequireSession } from '@features/auth/RequireSession';
import { RequireCapability } from '@features/auth/RequireCapability';
import { SessionWatcher } from '@features/auth/SessionWatcher';
import { LoadingScreen } from './layout/LoadingScreen';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';

// Each page is its own lazy chunk so the login and home routes stay small. Declarative
// routes (not a data router) because createBrowserRouter alone adds ≈ 18 kB gzip.
const LoginPage = lazy(() => import('@features/auth/LoginPage'));
const AppLayout = lazy(() => import('./layout/AppLayout'));
const HomePage = lazy(() => import('@features/home/HomePage'));
const StatisticsPage = lazy(() => import('@features/home/StatisticsPage'));
const IghRequestsPage = lazy(() => import('@features/requests/IghRequestsPage'));
const RoomRequestsPage = lazy(() => import('@features/requests/RoomRequestsPage'));
const BookRoomPage = lazy(() => import('@features/booking/BookRoomPage'));
const MyBookingsPage = lazy(() => import('@features/booking/MyBookingsPage'));
const RecurringBookingPage = lazy(() => import('@features/recurring/RecurringBookingPage'));
const AdminBookingsPage = lazy(() => import('@features/admin-bookings/AdminBookingsPage'));
const UsersPage = lazy(() => import('@features/users/UsersPage'));
const RoomsPage = lazy(() => import('@features/rooms/RoomsPage'));

/** Pages a role check guards (DESIGN.md §4: others see "not allowed"). */
const guarded = (capability: Capability, children: RouteObject[]): RouteObject => ({
  element: <RequireCapability capability={capability} />,
  children,
});

/** Everything inside the layout shell; every one of these needs a session. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'home', element: <HomePage /> },
  { path: 'statistics', element: <StatisticsPage /> },
  guarded('approveGuestHouse', [{ path: 'igh', element: <IghRequestsPage /> }]),
  guarded('approveRooms', [{ path: 'room_booking', element: <RoomRequestsPage /> }]),
  { path: 'faculty', element: <Navigate to="/faculty/book-room" replace /> },
  guarded('book', [
    { path: 'faculty/book-room', element: <BookRoomPage /> },
    { path: 'faculty/bookings', element: <MyBookingsPage /> },
  ]),
  guarded('recurring', [{ path: 'faculty/book-room/recurring', element: <RecurringBookingPage /> }]),
  guarded('manageBookings', [{ path: 'admin/bookings', element: <AdminBookingsPage /> }]),
  guarded('manageUsers', [{ path: 'admin/users', element: <UsersPage /> }]),
  guarded('manageRooms', [{ path: 'admin/rooms', element: <RoomsPage /> }]),
];

/**
 * SPEC.md §2 route table; every route but /auth needs a session (DESIGN.md §4). The
 * root runs the session check for every screen; the shell loads with the first
 * signed-in page, keeping it out of the login route's code.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionWatcher />,
    children: [
      { path: '/auth', element: <LoginPage /> },
      { element: <RequireSession />, children: [{ element: <AppLayout />, children: shellRoutes }] },
      {
        path: '*',
        element: (
          <Typography component="main" sx={{ p: 4 }}>
            Not Found
          </Typography>
        ),
      },
    ],
  },
];

/** The route table inside a router: "Loading..." while the first page's code loads, the error page on a crash. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
