import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { can, type Capability } from '@contracts/roles';
import { DEFAULT_CAMPUS_TZ } from '@shared/bookings/campusFormat';
import { roomsListApi } from '@shared/rooms/roomsApi';
import { sessionApi } from '@shared/session/sessionApi';
import { preloadable } from '@shared/lazy/preloadable';
import { bookRoomViews } from '@features/booking/views';
import { adminScheduleView } from '@features/admin-bookings/views';
import { RequireSession } from '@features/auth/RequireSession';
import { RequireCapability } from '@features/auth/RequireCapability';
import { SessionWatcher } from '@features/auth/SessionWatcher';
import { opensDayGrid } from './firstRequests';
import { LoadingScreen } from './layout/LoadingScreen';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import type { AppStore } from './store';

// Each page is its own lazy chunk so the login and home routes stay small. Declarative
// routes (not a data router) because createBrowserRouter alone adds ≈ 18 kB gzip.
const page = <M extends { default: ComponentType }>(load: () => Promise<M>) => preloadable(load, (m) => m.default);
const layout = page(() => import('./layout/AppLayout'));
/** The shell's pages by path: what the routes below draw, and what preloadPageOf starts early. */
const pages = {
  '/home': page(() => import('@features/home/HomePage')),
  '/statistics': page(() => import('@features/statistics/StatisticsPage')),
  '/igh': page(() => import('@features/requests/IghRequestsPage')),
  '/room_booking': page(() => import('@features/requests/RoomRequestsPage')),
  '/faculty/book-room': page(() => import('@features/booking/BookRoomPage')),
  '/faculty/bookings': page(() => import('@features/booking/MyBookingsPage')),
  '/faculty/book-room/recurring': page(() => import('@features/recurring/RecurringBookingPage')),
  '/admin/bookings': page(() => import('@features/admin-bookings/AdminBookingsPage')),
  '/admin/users': page(() => import('@features/users/UsersPage')),
  '/admin/rooms': page(() => import('@features/rooms/RoomsPage')),
};

const LoginPage = lazy(() => import('@features/auth/LoginPage'));
const AppLayout = layout.Component;
const HomePage = pages['/home'].Component;
const StatisticsPage = pages['/statistics'].Component;
const IghRequestsPage = pages['/igh'].Component;
const RoomRequestsPage = pages['/room_booking'].Component;
const BookRoomPage = pages['/faculty/book-room'].Component;
const MyBookingsPage = pages['/faculty/bookings'].Component;
const RecurringBookingPage = pages['/faculty/book-room/recurring'].Component;
const AdminBookingsPage = pages['/admin/bookings'].Component;
const UsersPage = pages['/admin/users'].Component;
const RoomsPage = pages['/admin/rooms'].Component;

type PagePath = keyof typeof pages;
const viewOf = (search: string) => new URLSearchParams(search).get('view');

/**
 * The code of the view a URL opens (`?view=`) on a page with views, started beside the page's
 * code instead of once it has run: the day grid's rows waited one more round trip for it.
 */
const viewLoaders: Partial<Record<PagePath, (view: string | null) => Promise<unknown> | undefined>> = {
  '/faculty/book-room': (view) => (view === 'grid' ? bookRoomViews.grid : bookRoomViews.room).preload(),
  '/admin/bookings': (view) => (view === 'schedule' ? adminScheduleView.preload() : undefined),
};

/**
 * The data a page shows first, requested with the page's code rather than after it (Book a Room
 * drew its heading only once the rooms had come back: docs/PERFORMANCE.md). `start` runs only
 * when the session shows a user who may open the page, so a signed-out visit asks for nothing
 * more. `early` runs at once, beside the session check: the day grid's first rooms, which are
 * the grid's whole first paint (decision 0235; a signed-out visit gets a 401 there and nothing else).
 */
type Start = (store: AppStore, search: string) => unknown;
const pageData: Partial<Record<PagePath, { early?: Start; start?: { capability: Capability; run: Start } }>> = {
  '/faculty/book-room': {
    early: (store, search) => opensDayGrid('/faculty/book-room', search) && startDayGrid(store, search),
    // The grid asks for the whole rooms list (its filter choices) once its first rooms are in.
    start: {
      capability: 'book',
      run: (store, search) =>
        !opensDayGrid('/faculty/book-room', search) && store.dispatch(roomsListApi.util.prefetch('getRooms', undefined, {})),
    },
  },
  '/admin/bookings': { early: (store, search) => opensDayGrid('/admin/bookings', search) && startDayGrid(store, search) },
};

/**
 * The day grid's first rooms (DESIGN.md §10), in the campus time zone the grid will read. Its
 * query's code (the endpoint, the rows' shaping) loads beside the page's, not in the first code
 * every page loads: the request itself has already gone out (firstRequests.ts), and the grid
 * cannot draw before its own code is in (docs/decisions/0266).
 */
function startDayGrid(store: AppStore, search: string) {
  const tz = sessionApi.endpoints.getClientConfig.select()(store.getState()).data?.campusTz ?? DEFAULT_CAMPUS_TZ;
  void import('@shared/day-grid/prefetch').then(
    ({ prefetchDayGrid }) => prefetchDayGrid(store.dispatch, search, tz),
    () => {},
  );
}

/**
 * Starts loading the layout's, the opened page's and its view's code at once, while the session
 * is checked, and the page's first data as soon as the session is known. Otherwise they load one
 * after the other — session, then the layout, then the page, then the page's data — which held
 * back Book a Room's first paint (docs/PERFORMANCE.md). A failed load here is left to the lazy
 * component (or the page's own query), which loads again and shows the error.
 */
export function preloadPageOf(pathname: string, store: AppStore, search = '') {
  if (pathname === '/auth') return;
  const path = (pathname === '/' ? '/home' : pathname.replace(/\/$/, '')) as PagePath;
  layout.preload().catch(() => {});
  pages[path]?.preload().catch(() => {});
  viewLoaders[path]?.(viewOf(search))?.catch(() => {});
  const { early, start } = pageData[path] ?? {};
  early?.(store, search);
  if (!start) return;
  // The same request RequireSession's query waits for (RTK Query runs it once).
  void store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false })).then(({ data: user }) => {
    if (user && can(user.access, start.capability)) start.run(store, search);
  });
}

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
          // The page's one heading (axe page-has-heading-one), in body text size as before.
          <main>
            <Typography component="h1" variant="body1" sx={{ p: 4 }}>
              Not Found
            </Typography>
          </main>
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
