/**
 * Campus calendar dates as journeys and benchmarks write them: the server under test runs on
 * the real clock, so both pick their days relative to today in the campus time zone.
 */
const CAMPUS_TZ = process.env.CAMPUS_TZ ?? 'Asia/Kolkata';
const DAY_MS = 86_400_000;

/** The campus calendar date `offset` days from today, as YYYY-MM-DD. */
export function campusDate(offset: number, from = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAMPUS_TZ }).format(new Date(from.getTime() + offset * DAY_MS));
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Sunday 0 … Saturday 6 of a YYYY-MM-DD date. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = MONTHS.map((m) => m.slice(0, 3));

/** "December 2026": how the Book Room calendars name a month. */
export const monthTitle = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** "Dec 28, 2026": SPEC.md's booking date format in the lists. */
export const listDate = (date: string) => `${SHORT[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;

/** The day of the month without a leading zero, as a calendar cell names it. */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** Campus wall-clock date and time as the API's ISO form (India has no daylight saving). */
export const campusIso = (date: string, time: string) => `${date}T${time}:00+05:30`;
