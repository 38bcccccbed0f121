import { Navigate, type RouteObject } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { RequireSession } from '@features/auth/RequireSession';
import { RequireCapability } from '@features/auth/RequireCapability';
import { AppLayout } from './layout/AppLayout';

// Each page is its own lazy chunk so the login and home routes stay small.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** SPEC.md §2 route table; every route but /auth needs a session (DESIGN.md §4). */
export const routes: RouteObject[] = [
  { path: '/auth', lazy: page(() => import('@features/auth/LoginPage')) },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: page(() => import('@features/home/HomePage')) },
          { path: 'home', lazy: page(() => import('@features/home/HomePage')) },
          { path: 'statistics', lazy: page(() => import('@features/home/StatisticsPage')) },
          {
            element: <RequireCapability capability="approveGuestHouse" />,
            children: [{ path: 'igh', lazy: page(() => import('@features/requests/IghRequestsPage')) }],
          },
          {
            element: <RequireCapability capability="approveRooms" />,
            children: [{ path: 'room_booking', lazy: page(() => import('@features/requests/RoomRequestsPage')) }],
          },
          { path: 'faculty', element: <Navigate to="/faculty/book-room" replace /> },
          {
            element: <RequireCapability capability="book" />,
            children: [
              { path: 'faculty/book-room', lazy: page(() => import('@features/booking/BookRoomPage')) },
              { path: 'faculty/bookings', lazy: page(() => import('@features/booking/MyBookingsPage')) },
            ],
          },
          {
            element: <RequireCapability capability="recurring" />,
            children: [{ path: 'faculty/book-room/recurring', lazy: page(() => import('@features/recurring/RecurringBookingPage')) }],
          },
          {
            element: <RequireCapability capability="manageBookings" />,
            children: [{ path: 'admin/bookings', lazy: page(() => import('@features/admin-bookings/AdminBookingsPage')) }],
          },
          {
            element: <RequireCapability capability="manageUsers" />,
            children: [{ path: 'admin/users', lazy: page(() => import('@features/users/UsersPage')) }],
          },
          {
            element: <RequireCapability capability="manageRooms" />,
            children: [{ path: 'admin/rooms', lazy: page(() => import('@features/rooms/RoomsPage')) }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Typography sx={{ p: 4 }}>Not Found</Typography> },
];
