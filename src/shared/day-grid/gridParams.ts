/**
 * The day grid's filters as the URL holds them (`?view=grid&date=2026-12-01&block_id=3
 * &min_capacity=40&features=Projector&features=Screen`), so a link or a reload shows the same
 * grid. A value that is not one (a bad date, block 0) is read as not given.
 */
export interface GridFilters {
  date: string;
  block_id: number | null;
  min_capacity: number | null;
  features: string[];
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && /^\d+$/.test(value) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). Without dayjs: this module loads with the first page (prefetch.ts). */
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOf(dayNumber(value)) === value;

/** The filters in `params`; the date defaults to `today` (campus). */
export function readGridFilters(params: URLSearchParams, today: string): GridFilters {
  const date = params.get('date');
  return {
    date: isDate(date) ? date : today,
    block_id: positive(params.get('block_id')),
    min_capacity: positive(params.get('min_capacity')),
    // Sorted and once each: the same choice is the same query (and the same cached pages).
    features: [...new Set(params.getAll('features').filter(Boolean))].sort(),
  };
}

/** `params` with the filters in `patch` written (a null or empty one removed); other parameters kept. */
export function writeGridFilters(params: URLSearchParams, patch: Partial<GridFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key);
    if (Array.isArray(value)) for (const v of value) next.append(key, v);
    else if (value !== null && value !== undefined && value !== '') next.set(key, String(value));
  }
  return next;
}

/** The campus date `days` after `date` (YYYY-MM-DD). */
export const shiftDate = (date: string, days: number) => dateOf(dayNumber(date) + days);
