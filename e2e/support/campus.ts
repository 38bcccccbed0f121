/**
 * Campus dates and direct API calls for the booking journeys. The server under test runs
 * on the real clock and seeds demo bookings from 21 days before to 28 days after today,
 * so journeys book more than a month ahead, where every room is free.
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

export interface ApiSession {
  /** The Cookie header of the session, for a client of the test's own. */
  cookie: string;
  /** Sends JSON with the user's session cookie; answers status and parsed body. */
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** Signs a demo account in over HTTP, for setting up data a journey does not walk through. */
export async function apiSignIn(baseUrl: string, email: string): Promise<ApiSession> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`demo sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    async call(method, path, body) {
      const answer = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
  };
}

/** Books `room` on `date` from `start` to `end` (HH:mm) through the API as `email`. */
export async function bookByApi(baseUrl: string, email: string, room: string, date: string, start: string, end: string, purpose: string) {
  const api = await apiSignIn(baseUrl, email);
  const { body } = await api.call('GET', '/faculty/getrooms');
  const found = (body as { rooms: { id: number; room_name: string }[] }).rooms.find((r) => r.room_name === room);
  if (!found) throw new Error(`no room named ${room}`);
  const booked = await api.call('POST', '/faculty/bookroom', {
    room_id: found.id,
    start_time: campusIso(date, start),
    end_time: campusIso(date, end),
    purpose,
  });
  if (booked.status !== 201) throw new Error(`booking ${room} answered ${booked.status}: ${JSON.stringify(booked.body)}`);
}

/** A date and times as a decision's toast names them (issue 35), e.g. "Tue 12 Jan 10:00–11:00". */
export function toastSpan(date: string, start: string, end: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const [weekdayName, month] = [
    day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    day.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
  ];
  return `${weekdayName} ${day.getUTCDate()} ${month} ${start}–${end}`;
}
