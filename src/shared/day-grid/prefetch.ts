import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { firstPageOf } from './firstPage';
import { scheduleApi } from './scheduleApi';

/**
 * Starts loading the grid's first page of rooms for a URL that opens the grid, while the page's
 * code loads (as Book a Room's rooms are: docs/PERFORMANCE.md), with the same query the grid
 * then asks for, so it is asked once. `tz` as the grid reads it when it first draws. Part of the
 * first code every page loads, so it and what it imports stay small (no dayjs, no components).
 */
export function prefetchDayGrid(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, search: string, tz: string) {
  void dispatch(scheduleApi.util.prefetch('getSchedulePage', firstPageOf(search, tz), {}));
}
