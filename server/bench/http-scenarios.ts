/*
 * What `npm run bench` asks of a running server: one scenario per measured call, each
 * handing autocannon the next request. Sessions come from demo sign-in.
 */
import type { BookedSlotsResponse, RoomsResponse } from '../src/contracts/booking';
import { DEMO_ACCOUNTS } from '../src/db/seed-data';
import { campusDate, campusInstant } from '../src/shared/time';
import type { Scenario } from './scenario';
import { busyWeekScenario, calendarFeedScenarios, freeRoomsScenario, statisticsScenario } from './scale-scenarios';

export type { BenchRequest, Scenario } from './scenario';

const ROOMS_PER_SLOTS_CALL = 20;
export const emailOf = (access: string) => DEMO_ACCOUNTS.find((a) => a.access[0] === access)!.email;
const SLOT_DAYS = 14;

async function call<T>(base: string, cookie: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`demo sign-in as ${email}: HTTP ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const json = (value: unknown) => JSON.stringify(value);

/**
 * `count` one-hour slots that are free now, each in a different room (then a different
 * day), 1–14 days ahead between 10:00 and 20:00 campus time, read from getbookedslots.
 */
async function freeSlots(base: string, cookie: string, roomIds: number[], count: number, tz: string) {
  const today = campusDate(new Date(), tz);
  const slots: { room_id: number; start_time: string; end_time: string; purpose: string }[] = [];
  for (let offset = 0; slots.length < count && offset < roomIds.length; offset += 50) {
    const batch = roomIds.slice(offset, offset + 50);
    const { slots: booked } = await call<BookedSlotsResponse>(base, cookie, 'POST', '/api/faculty/getbookedslots', {
      room_ids: batch,
      start_date: addDays(today, 1),
      end_date: addDays(today, SLOT_DAYS),
    });
    for (const [j, roomId] of batch.entries()) {
      const taken = booked.filter((s) => s.room_id === roomId).map((s) => [Date.parse(s.start_time), Date.parse(s.end_time)]);
      for (let k = 0; k < SLOT_DAYS * 10 && slots.length < count; k++) {
        const date = addDays(today, 1 + ((offset + j + k) % SLOT_DAYS));
        const hour = 10 + ((offset + j + Math.floor(k / SLOT_DAYS)) % 10);
        const start = campusInstant(date, `${String(hour).padStart(2, '0')}:00`, tz).getTime();
        if (taken.some(([s, e]) => s < start + 3_600_000 && e > start)) continue;
        const purpose = `Benchmark booking ${slots.length + 1}`;
        slots.push({
          room_id: roomId,
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + 3_600_000).toISOString(),
          purpose,
        });
        break;
      }
    }
  }
  if (slots.length < count) throw new Error(`only ${slots.length} free slots found for ${count} bookings`);
  return slots;
}

/** The measured calls (issue 7), in the order of the printed table; `bookings` = how many bookroom requests will run. */
export async function buildScenarios(base: string, { tz, bookings }: { tz: string; bookings: number }): Promise<Scenario[]> {
  const admin = await signIn(base, emailOf('super_admin'));
  const faculty = await signIn(base, emailOf('rb_faculty'));
  const bookingAdmin = await signIn(base, emailOf('rb_admin'));
  const { rooms } = await call<RoomsResponse>(base, faculty, 'GET', '/api/faculty/getrooms');
  const roomIds = rooms.map((r) => r.id).sort((a, b) => a - b);
  const today = campusDate(new Date(), tz);
  const groups = Math.floor(roomIds.length / ROOMS_PER_SLOTS_CALL);
  const slots = await freeSlots(base, faculty, roomIds.slice(roomIds.length - bookings * 2), bookings, tz);
  const get = (path: string) => () => ({ method: 'GET' as const, path });
  return [
    { name: 'GET /api/health (ceiling)', cookie: '', request: get('/api/health') },
    { name: 'GET /api/auth/me', cookie: faculty, request: get('/api/auth/me') },
    {
      name: `POST /api/faculty/getbookedslots (${ROOMS_PER_SLOTS_CALL} rooms × ${SLOT_DAYS} days)`,
      cookie: faculty,
      request: (i) => {
        const group = (i * 7) % groups;
        const start = addDays(today, i % 7);
        return {
          method: 'POST',
          path: '/api/faculty/getbookedslots',
          body: json({
            room_ids: roomIds.slice(group * ROOMS_PER_SLOTS_CALL, (group + 1) * ROOMS_PER_SLOTS_CALL),
            start_date: start,
            end_date: addDays(start, SLOT_DAYS - 1),
          }),
        };
      },
    },
    {
      // As rb_admin: hundreds of requests from one faculty account would meet the booking
      // policy (10 pending, 20 hours a week) after a few; administrators are exempt (issue 15).
      name: 'POST /api/faculty/bookroom (distinct free slots, rb_admin)',
      cookie: bookingAdmin,
      request: (i) => ({ method: 'POST', path: '/api/faculty/bookroom', body: json(slots[i]) }),
    },
    {
      name: 'GET /api/admin/bookings?search=thesis&status=confirmed&page=3',
      cookie: admin,
      request: get('/api/admin/bookings?search=thesis&status=confirmed&page=3&limit=10'),
    },
    { name: 'GET /api/admin/users?name=sharma&page=2', cookie: admin, request: get('/api/admin/users?name=sharma&page=2&limit=10') },
    {
      name: 'GET /api/admin/rooms?features=projector&page=4',
      cookie: admin,
      request: get('/api/admin/rooms?features=projector&page=4&limit=10'),
    },
    busyWeekScenario(faculty, roomIds, tz),
    freeRoomsScenario(faculty, tz),
    statisticsScenario(admin, tz),
    ...(await calendarFeedScenarios(base, faculty)),
  ];
}
