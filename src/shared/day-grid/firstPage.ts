import { campusClock } from '@contracts/campus-clock';
import { SCHEDULE_LIMITS } from '@contracts/limits';
import { readGridFilters, type GridFilters } from './gridParams';

/*
 * The grid's pages as GET /api/schedule asks for them, without RTK Query or React: the first page
 * is sent by the first code a page load runs (src/app/firstRequests.ts), before the rest is evaluated.
 */

/** One page of the grid: the filters, and which rooms (1-based page of `limit`). */
export interface SchedulePageArgs extends GridFilters {
  page: number;
  limit: number;
}

/** Rooms per request: the server's default page (DESIGN.md §10). */
export const PAGE_ROOMS = SCHEDULE_LIMITS.defaultLimit;

/** GET /api/schedule's query string; `features` repeats, one value each (a room must have all). */
export function scheduleSearch({ date, block_id, min_capacity, features, page, limit }: SchedulePageArgs): string {
  const params = new URLSearchParams({ date, page: String(page), limit: String(limit) });
  if (block_id !== null) params.set('block_id', String(block_id));
  if (min_capacity !== null) params.set('min_capacity', String(min_capacity));
  for (const feature of features) params.append('features', feature);
  return params.toString();
}

/** The first page of rooms a grid URL's query (`?view=grid&date=…`) shows, the date defaulting to today in `tz`. */
export function firstPageOf(search: string, tz: string): SchedulePageArgs {
  // Today only when the URL names no day: a page load's first Intl clock costs tens of milliseconds.
  const filters = readGridFilters(new URLSearchParams(search), '');
  return { ...filters, date: filters.date || campusClock(tz).wall(new Date()).date, page: 1, limit: PAGE_ROOMS };
}
