import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Booking, BookedSlot, Room } from '../server/src/contracts/booking';
import { httpTransport, type Transport } from '../server/test/race-kit';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { JOURNEY_LIMIT_MS } from './support/journey';

// Issue 7: every booking (and approval) the API acknowledged is still there after the server process is
// killed with SIGKILL (no shutdown hook runs) and started again on the same database.
// The server runs on the real clock, so the slots are chosen a week ahead and checked free.
// A process journey: the built server starts twice per database (the first start creates and
// seeds it), so each test has two journeys' limit.
jest.setTimeout(2 * JOURNEY_LIMIT_MS);

const DEMO = {
  faculty: 'faculty@campus.example',
  rbAdmin: 'rb.admin@campus.example',
  dean: 'dean@campus.example',
  superAdmin: 'super.admin@campus.example',
};

const CAMPUS_TZ = 'Asia/Kolkata';
const BOOKERS = [DEMO.faculty, DEMO.rbAdmin];
const SEQUENTIAL = 6;
const BURST = 6;

const campusDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CAMPUS_TZ }).format(new Date(Date.now() + offsetDays * 86_400_000));
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

/** The built server (as shipped) with demo data on a PGlite folder or PostgreSQL. */
const startServerProcess = (db: { DATA_DIR: string } | { DATABASE_URL: string }) =>
  spawnServer({
    env: {
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '0',
      CLIENT_DIR: '/nonexistent',
      SESSION_SECRET: 'durability-secret-durability-secret-0123',
      DATA_DIR: '',
      DATABASE_URL: '',
      ...db,
    },
  });

interface Slot {
  room_id: number;
  start_time: string;
  end_time: string;
}

/** One-hour slots between 09:00 and 23:00 on the given days that no live booking touches. */
async function freeSlots(api: Transport, cookie: string, count: number): Promise<Slot[]> {
  const rooms = (await api.send(cookie, 'GET', '/api/faculty/getrooms')).body.rooms as Room[];
  const roomIds = rooms.slice(0, 5).map((r) => r.id);
  const days = [campusDay(8), campusDay(9)];
  const booked = await api.send(cookie, 'POST', '/api/faculty/getbookedslots', {
    room_ids: roomIds,
    start_date: days[0],
    end_date: days[1],
  });
  expect(booked.status).toBe(200);
  const taken = (booked.body.slots as BookedSlot[]).map((s) => ({
    room: s.room_id,
    from: Date.parse(s.start_time),
    to: Date.parse(s.end_time),
  }));
  const slots: Slot[] = [];
  for (const day of days) {
    for (const room of roomIds) {
      for (let hour = 9; hour < 23 && slots.length < count; hour++) {
        const [from, to] = [Date.parse(at(day, hour)), Date.parse(at(day, hour + 1))];
        if (taken.some((t) => t.room === room && t.from < to && from < t.to)) continue;
        slots.push({ room_id: room, start_time: at(day, hour), end_time: at(day, hour + 1) });
      }
    }
  }
  expect(slots).toHaveLength(count);
  return slots;
}

async function bookingsOf(api: Transport, cookie: string): Promise<Booking[]> {
  const res = await api.send(cookie, 'GET', '/api/faculty/bookings');
  expect(res.status).toBe(200);
  return res.body.bookings as Booking[];
}

/**
 * The demo faculty account already holds pending requests, and the faculty policy allows 10
 * (issue 15): the super admin raises that limit so this test's requests measure durability only.
 */
async function allowPendingRequests(api: Transport, superAdmin: string): Promise<void> {
  const res = await api.send(superAdmin, 'PUT', '/api/admin/booking-policies/rb_faculty', {
    max_pending: 100,
    max_hours_per_week: 168,
    max_days_ahead: 180,
  });
  expect(res.status).toBe(200);
}

/** Books through the API, SIGKILLs the server right after the last 2xx, restarts, and compares. */
async function survivesSigkill(start: () => Promise<SpawnedServer>): Promise<void> {
  let server = await start();
  try {
    let api = httpTransport(server.url);
    const cookies = await Promise.all(BOOKERS.map((email) => api.signIn(email)));
    const dean = await api.signIn(DEMO.dean);
    await allowPendingRequests(api, await api.signIn(DEMO.superAdmin));
    const slots = await freeSlots(api, cookies[0], SEQUENTIAL + BURST);
    const book = async (slot: Slot, i: number) => {
      const res = await api.send(cookies[i % cookies.length], 'POST', '/api/faculty/bookroom', {
        ...slot,
        purpose: `Durability check ${i}`,
      });
      expect(res.status).toBe(201);
      return { booker: i % cookies.length, booking: res.body.booking as Booking };
    };
    const acknowledged: { booker: number; booking: Booking }[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) acknowledged.push(await book(slots[i], i));
    // The last ones arrive together with a dean's approval of the first faculty booking,
    // and the kill follows the last answer at once.
    const approve = async () => {
      const res = await api.send(dean, 'POST', '/api/room_booking/grant_approval', {
        request_id: acknowledged[0].booking.id,
        status: 'approved',
      });
      expect(res.status).toBe(200);
    };
    const [burst] = await Promise.all([Promise.all(slots.slice(SEQUENTIAL).map((slot, j) => book(slot, SEQUENTIAL + j))), approve()]);
    await server.stop('SIGKILL');
    acknowledged.push(...burst);
    acknowledged[0].booking = { ...acknowledged[0].booking, status: 'confirmed' };
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await start();
    api = httpTransport(server.url);
    const after = await Promise.all(BOOKERS.map(async (email) => bookingsOf(api, await api.signIn(email))));
    for (const { booker, booking } of acknowledged) {
      expect(after[booker]).toContainEqual(booking);
    }
    // Faculty bookings wait for a dean; rb_admin's are confirmed at once.
    expect(new Set(acknowledged.slice(1).map((a) => `${a.booker}:${a.booking.status}`))).toEqual(new Set(['0:pending', '1:confirmed']));
  } finally {
    await server.stop('SIGKILL');
  }
}

describe('acknowledged bookings survive SIGKILL', () => {
  // PGlite always; PostgreSQL too when the run names a server (CI does).
  const postgres = process.env.TEST_DATABASE_URL;
  it('on a PGlite data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-durability-'));
    try {
      await survivesSigkill(() => startServerProcess({ DATA_DIR: dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  if (postgres)
    it('on PostgreSQL (a database of its own, dropped afterwards)', async () => {
      const name = `crb_dur_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
        const url = new URL(postgres!);
        url.pathname = `/${name}`;
        await survivesSigkill(() => startServerProcess({ DATABASE_URL: url.toString() }));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
});
