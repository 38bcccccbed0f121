/*
 * Issue 19's measured calls: availability on a busy week, free-room search, a year of
 * statistics, Manage Bookings at 1,000,000 bookings, and the CSV export's time and memory.
 */
import { readFileSync } from 'node:fs';
import { campusDate } from '../src/shared/time';
import { BUSY_DAYS, BUSY_ROOMS } from './busy-week';
import type { Scenario } from './scenario';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const get = (path: string) => () => ({ method: 'GET' as const, path });

/** The busy week fillBusyWeek made: the last BUSY_ROOMS rooms, from tomorrow. */
export function busyWeekScenario(faculty: string, roomIds: number[], tz: string): Scenario {
  const from = addDays(campusDate(new Date(), tz), 1);
  const body = JSON.stringify({ room_ids: roomIds.slice(-BUSY_ROOMS), start_date: from, end_date: addDays(from, BUSY_DAYS - 1) });
  return {
    name: `POST /api/faculty/getbookedslots (${BUSY_ROOMS} rooms × ${BUSY_DAYS} days, ~3 bookings a room and day)`,
    cookie: faculty,
    request: () => ({ method: 'POST', path: '/api/faculty/getbookedslots', body }),
  };
}

/** Free-room searches over every room: a different day and hour each time, some with a capacity or feature. */
export function freeRoomsScenario(faculty: string, tz: string): Scenario {
  const today = campusDate(new Date(), tz);
  return {
    name: 'GET /api/faculty/free-rooms (all rooms, a day and hour, capacity or feature)',
    cookie: faculty,
    request: (i) => {
      const hour = String(10 + (i % 10)).padStart(2, '0');
      const extra = ['', '&capacity=40', '&features=Projector', '&capacity=30&features=Screen'][i % 4];
      return get(`/api/faculty/free-rooms?date=${addDays(today, 1 + (i % 14))}&start=${hour}:00&end=${hour}:45${extra}`)();
    },
  };
}

export function statisticsScenario(admin: string, tz: string): Scenario {
  const today = campusDate(new Date(), tz);
  return {
    name: 'GET /api/stats/usage (one year, campus-wide)',
    cookie: admin,
    request: get(`/api/stats/usage?from=${addDays(today, -364)}&to=${today}`),
  };
}

/** Manage Bookings' first page and a common-word search (run at 1,000,000 bookings). */
export function millionScenarios(admin: string): Scenario[] {
  return [
    { name: 'GET /api/admin/bookings?page=1', cookie: admin, request: get('/api/admin/bookings?page=1&limit=10') },
    {
      name: 'GET /api/admin/bookings?search=thesis&status=confirmed&page=3',
      cookie: admin,
      request: get('/api/admin/bookings?search=thesis&status=confirmed&page=3&limit=10'),
    },
  ];
}

export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * Downloads the whole unfiltered export once, sampling the server's resident memory
 * every 50 ms: its time, its rows and bytes, RSS before and the highest RSS during.
 */
export async function measureExport(base: string, admin: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = process.hrtime.bigint();
  try {
    const res = await fetch(`${base}/api/admin/bookings/export.csv`, { headers: { cookie: admin } });
    if (!res.ok || !res.body) throw new Error(`export: HTTP ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // Purposes hold no line breaks in this data: one line per booking after the header.
    return { rows: lines - 1, megabytes: bytes / 1e6, seconds, rssBeforeMb: before, rssPeakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Issue 14: the calendar feed of the faculty account, which the busy week (and the seed)
 * give several hundred bookings in the feed's window; its link is created here. Two calls:
 * a plain GET (the server builds the text once and keeps it under its ETag) and a calendar
 * app's poll with If-None-Match (304). The first GET, which builds the text, is timed alone.
 */
export async function calendarFeedScenarios(base: string, faculty: string): Promise<Scenario[]> {
  const res = await fetch(`${base}/api/me/calendar-feed`, { method: 'POST', headers: { cookie: faculty } });
  if (res.status !== 201) throw new Error(`POST /api/me/calendar-feed: HTTP ${res.status}`);
  const path = new URL(((await res.json()) as { url: string }).url).pathname;
  const started = performance.now();
  const first = await fetch(base + path);
  const text = await first.text();
  const events = text.split('BEGIN:VEVENT').length - 1;
  console.log(
    `Calendar feed: the first call (builds ${events} events, ${(text.length / 1e3).toFixed(0)} kB) took ${(performance.now() - started).toFixed(1)} ms`,
  );
  const name = `GET /api/calendar/{token}.ics (a user with ${events} bookings in the window)`;
  const etag = first.headers.get('etag')!;
  return [
    { name, cookie: '', request: get(path) },
    {
      name: `${name}, If-None-Match → 304`,
      cookie: '',
      request: () => ({ method: 'GET', path, headers: { 'if-none-match': etag } }),
      status: 304,
    },
  ];
}
