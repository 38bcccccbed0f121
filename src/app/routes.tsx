import { Navigate, type RouteObject } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import type { Capability } from '@contracts/roles';
import { RequireSession } from '@features/auth/RequireSession';
import { RequireCapability } from '@features/auth/RequireCapability';
import { SessionWatcher } from '@features/auth/SessionWatcher';
import { LoadingScreen } from './layout/LoadingScreen';

// Each page is its own lazy chunk so the login and home routes stay small.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Pages a role check guards (DESIGN.md §4: others see "not allowed"). */
const guarded = (capability: Capability, children: RouteObject[]): RouteObject => ({
  element: <RequireCapability capability={capability} />,
  children,
});

/** Everything inside the layout shell; every one of these needs a session. */
const shellRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@features/home/HomePage')) },
  { path: 'home', lazy: page(() => import('@features/home/HomePage')) },
  { path: 'statistics', lazy: page(() => import('@features/home/StatisticsPage')) },
  guarded('approveGuestHouse', [{ path: 'igh', lazy: page(() => import('@features/requests/IghRequestsPage')) }]),
  guarded('approveRooms', [{ path: 'room_booking', lazy: page(() => import('@features/requests/RoomRequestsPage')) }]),
  { path: 'faculty', element: <Navigate to="/faculty/book-room" replace /> },
  guarded('book', [
    { path: 'faculty/book-room', lazy: page(() => import('@features/booking/BookRoomPage')) },
    { path: 'faculty/bookings', lazy: page(() => import('@features/booking/MyBookingsPage')) },
  ]),
  guarded('recurring', [{ path: 'faculty/book-room/recurring', lazy: page(() => import('@features/recurring/RecurringBookingPage')) }]),
  guarded('manageBookings', [{ path: 'admin/bookings', lazy: page(() => import('@features/admin-bookings/AdminBookingsPage')) }]),
  guarded('manageUsers', [{ path: 'admin/users', lazy: page(() => import('@features/users/UsersPage')) }]),
  guarded('manageRooms', [{ path: 'admin/rooms', lazy: page(() => import('@features/rooms/RoomsPage')) }]),
];

/**
 * SPEC.md §2 route table; every route but /auth needs a session (DESIGN.md §4). The
 * root runs the session check for every screen and shows "Loading..." while the first
 * page's code loads; no errorElement, so errors keep the router's default page.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionWatcher />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: '/auth', lazy: page(() => import('@features/auth/LoginPage')) },
      {
        element: <RequireSession />,
        // The shell loads with the first signed-in page, keeping it out of the login route's code.
        children: [{ lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }), children: shellRoutes }],
      },
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
