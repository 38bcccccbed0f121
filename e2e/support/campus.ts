/**
 * Campus dates and direct API calls for the booking journeys. The server under test runs
 * on the real clock and seeds demo bookings from 21 days before to 28 days after today,
 * so journeys book more than a month ahead, where every room is free.
 */
export { addDays, campusDate, campusIso, dayOfMonth, listDate, monthTitle, weekday } from '../../server/test/campus-dates';
import { campusIso, listDate } from '../../server/test/campus-dates';

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

/** HH:mm on a 12-hour clock as every screen writes it (issue 35), e.g. "09:00 PM". */
export const clockTime = (time: string) => {
  const hour = Number(time.slice(0, 2));
  return `${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** A time as a screen writes it ("09:00 PM") back to the wire's HH:mm ("21:00"). */
export const wireTime = (text: string) => {
  const [, hh, mm, half] = /^(\d\d):(\d\d) ([AP])M$/.exec(text.trim()) ?? [];
  if (!hh) throw new Error(`not a screen time: ${text}`);
  return `${String((Number(hh) % 12) + (half === 'P' ? 12 : 0)).padStart(2, '0')}:${mm}`;
};

/** A date and times as a decision's toast names them (issue 35), e.g. "Tue, Jan 12, 2027, 10:00 AM – 11:00 AM". */
export function toastSpan(date: string, start: string, end: string): string {
  const weekdayName = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${weekdayName}, ${listDate(date)}, ${clockTime(start)} – ${clockTime(end)}`;
}
