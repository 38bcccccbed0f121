/**
 * The statistics period: its limits, the server's words when one is broken, and the
 * presets the page offers. Plain values and functions (no TypeBox), shared by the
 * server's check and the client's period picker.
 */
import { daysBetween } from './recurring-dates';

/** A period covers at most this many years (one year of statistics is the budgeted case). */
export const USAGE_MAX_YEARS = 2;

/** Bookable hours of a campus day: 09:00–23:00 (DESIGN.md §5). */
export const BOOKABLE_HOURS_PER_DAY = 14;
export const FIRST_BOOKABLE_HOUR = 9;

export const USAGE_MESSAGES = {
  badFrom: 'from must be a real calendar date (YYYY-MM-DD)',
  badTo: 'to must be a real calendar date (YYYY-MM-DD)',
  reversed: 'The period must start on or before its end (from is after to)',
  tooLong: `The period may cover at most ${USAGE_MAX_YEARS} years`,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const parts = (date: string) => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))] as const;

/** The date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return dateOf(y, m, d + days);
}

/** The first date a period starting on `from` may no longer reach: the same day USAGE_MAX_YEARS later. */
export function periodLimit(from: string): string {
  const [y, m, d] = parts(from);
  // 29 February plus two years is 1 March (Date rolls it over), so the limit stays exclusive.
  return dateOf(y + USAGE_MAX_YEARS, m, d);
}

/** The first broken rule of a period of two real dates, or null (checked on both sides). */
export function periodProblem(from: string, to: string): string | null {
  if (to < from) return USAGE_MESSAGES.reversed;
  if (to >= periodLimit(from)) return USAGE_MESSAGES.tooLong;
  return null;
}

/** Days of a period, both ends included. */
export const periodDays = (from: string, to: string) => daysBetween(from, to) + 1;

/**
 * The academic term a campus date falls in (docs/decisions/0070-statistics-figures.md): the even
 * semester runs January–June, the odd one July–December, as at most Indian institutes.
 */
export function termStart(today: string): string {
  const [y, m] = parts(today);
  return dateOf(y, m <= 6 ? 1 : 7, 1);
}

export type UsagePreset = 'last-30' | 'this-term' | 'last-90' | 'custom';

/** The period of a preset, ending today (campus date); custom keeps the dates it has. */
export function presetPeriod(preset: Exclude<UsagePreset, 'custom'>, today: string): { from: string; to: string } {
  switch (preset) {
    case 'this-term':
      return { from: termStart(today), to: today };
    case 'last-90':
      return { from: addDays(today, -89), to: today };
    default:
      return { from: addDays(today, -29), to: today };
  }
}
