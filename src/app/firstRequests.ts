import { sendEarly } from '@shared/api/earlyAnswers';
import { API_BASE_URL } from '@shared/api/env';
import { DEFAULT_CAMPUS_TZ } from '@shared/bookings/campusFormat';
import { firstPageOf, scheduleSearch } from '@shared/day-grid/firstPage';

/*
 * The first requests of a page load, sent as soon as the app's code starts (src/sendFirstRequests.ts,
 * which index.tsx imports first): before React, MUI and the store are evaluated (about 200 ms on a
 * busy 2-core machine), so the server answers meanwhile (docs/decisions/0237). The app's own
 * requests for the same URLs take these answers (earlyAnswers.ts). What it imports stays small.
 */

/** The pages whose `?view=` opens the day grid (decision 0235), by path. */
const DAY_GRID_VIEWS: Readonly<Record<string, string>> = { '/faculty/book-room': 'grid', '/admin/bookings': 'schedule' };

/** Whether a URL opens the day grid (`/faculty/book-room?view=grid`, `/admin/bookings?view=schedule`). */
export const opensDayGrid = (path: string, search: string) =>
  DAY_GRID_VIEWS[path] !== undefined && new URLSearchParams(search).get('view') === DAY_GRID_VIEWS[path];

/**
 * Every page but sign-in starts with the session check; the day grid's first page of rooms is
 * asked for beside it, in the campus time zone the grid reads until GET /api/config has answered.
 */
export function sendFirstRequests(pathname: string, search: string) {
  if (pathname === '/auth') return;
  sendEarly(`${API_BASE_URL}/auth/me`);
  const path = pathname.replace(/(.)\/$/, '$1');
  if (opensDayGrid(path, search)) sendEarly(`${API_BASE_URL}/schedule?${scheduleSearch(firstPageOf(search, DEFAULT_CAMPUS_TZ))}`);
}
