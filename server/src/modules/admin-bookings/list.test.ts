import type { AdminBooking, AdminBookingsResponse } from '../../contracts/admin-bookings';
import { createTestApp, DEMO, loginAs, TEST_NOW, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAs(ctx.app, DEMO.rbAdmin);
});
afterAll(() => ctx.close());

async function list(query: string, cookie = admin) {
  return ctx.app.inject({ method: 'GET', url: `/api/admin/bookings${query}`, headers: { cookie } });
}

async function listOk(query: string): Promise<AdminBookingsResponse> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every row matching the query, walking all pages of 100. */
async function all(query: string): Promise<AdminBooking[]> {
  const rows: AdminBooking[] = [];
  for (let page = 1; ; page++) {
    const body = await listOk(`?limit=100&page=${page}${query}`);
    rows.push(...body.bookings);
    if (page >= body.totalPages) return rows;
  }
}

const stored = () =>
  ctx.database.db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.purpose',
      'bookings.start_time',
      'bookings.end_time',
      'bookings.recurring_booking_id',
      'users.name',
      'users.email',
      'rooms.room_name',
    ])
    .execute();

const sortedCopy = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);

describe('GET /api/admin/bookings paging', () => {
  it('answers the first 10 bookings, newest first, with totals', async () => {
    const rows = await stored();
    const body = await listOk('');
    expect(body.meta).toEqual({ total: rows.length, page: 1, limit: 10 });
    expect(body.totalPages).toBe(Math.ceil(rows.length / 10));
    expect(body.bookings).toHaveLength(10);
    const starts = body.bookings.map((b) => Date.parse(b.start_time));
    expect(starts).toEqual(sortedCopy(starts, (a, b) => b - a));
    expect(body.bookings[0]).toEqual(
      expect.objectContaining({ rooms: expect.any(String), faculty_name: expect.any(String), faculty_email: expect.stringContaining('@') }),
    );
    expect(body.bookings[0].start_time).toMatch(/\+05:30$/);
  });

  it('walks every booking exactly once across pages', async () => {
    const rows = await stored();
    const ids = (await all('')).map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sortedCopy(ids, (a, b) => a - b)).toEqual(
      sortedCopy(
        rows.map((r) => r.id),
        (a, b) => a - b,
      ),
    );
  });

  it('answers an empty page past the last one', async () => {
    const body = await listOk('?page=999&limit=100');
    expect(body.bookings).toEqual([]);
    expect(body.meta.page).toBe(999);
    expect(body.meta.total).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/bookings search', () => {
  type Stored = Awaited<ReturnType<typeof stored>>[number];
  const fields: Record<string, (r: Stored) => string> = {
    room: (r) => r.room_name,
    purpose: (r) => r.purpose,
    'faculty name': (r) => r.name,
    'faculty e-mail': (r) => r.email,
  };
  const has = (value: string, term: string) => value.toLowerCase().includes(term.toLowerCase());

  it.each([
    ['purpose', 'THESIS defence'],
    ['faculty e-mail', 'clubs@campus'],
    ['faculty name', 'rahul VERMA'],
    ['room', 'lecture hall'],
  ])('matches the %s case-insensitively (and every other searched field)', async (field, term) => {
    const rows = await stored();
    const expected = rows.filter((r) => Object.values(fields).some((f) => has(f(r), term))).map((r) => r.id);
    // At least one row is found only through the field under test.
    expect(rows.some((r) => has(fields[field](r), term) && Object.entries(fields).every(([k, f]) => k === field || !has(f(r), term)))).toBe(
      true,
    );
    const found = await all(`&search=${encodeURIComponent(term)}`);
    expect(
      sortedCopy(
        found.map((b) => b.id),
        (a, b) => a - b,
      ),
    ).toEqual(sortedCopy(expected, (a, b) => a - b));
    expect((await listOk(`?search=${encodeURIComponent(term)}`)).meta.total).toBe(expected.length);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await listOk('?search=%25')).meta.total).toBe(0);
    expect((await listOk('?search=_')).meta.total).toBe(0);
  });
});

describe('GET /api/admin/bookings filters', () => {
  // "confirmed" is the next test's (issue 35: it leaves out the ended ones, which read Completed).
  it.each(['pending', 'rejected', 'cancelled', 'expired'] as const)('filters status %s with its total', async (status) => {
    const expected = (await stored()).filter((r) => r.status === status).length;
    expect(expected).toBeGreaterThan(0);
    const found = await all(`&status=${status}`);
    expect(found).toHaveLength(expected);
    expect(found.every((b) => b.status === status)).toBe(true);
  });

  it('tells the earliest booking of a series (parent) from the rest (children)', async () => {
    const series = (await stored()).filter((r) => r.recurring_booking_id !== null);
    expect(series.length).toBeGreaterThan(2);
    const earliest = sortedCopy(series, (a, b) => a.start_time.getTime() - b.start_time.getTime())[0];

    const parents = await all('&kind=recurring-parent');
    expect(parents.map((b) => b.id)).toEqual([earliest.id]);
    expect(parents[0].kind).toBe('recurring-parent');

    const children = await all('&kind=recurring-child');
    expect(children).toHaveLength(series.length - 1);
    expect(children.every((b) => b.kind === 'recurring-child' && b.recurring_booking_id === earliest.recurring_booking_id)).toBe(true);

    const normal = await all('&kind=normal');
    expect(normal.every((b) => b.kind === 'normal' && b.recurring_booking_id === null)).toBe(true);
    expect(normal.length + series.length).toBe((await stored()).length);
    expect((await listOk('?kind=all')).meta.total).toBe((await stored()).length);
  });

  it('lists under "confirmed" the confirmed bookings not ended yet and under "completed" those that have (issue 35)', async () => {
    const confirmed = (await stored()).filter((r) => r.status === 'confirmed');
    const [upcoming, ended] = [confirmed.filter((r) => r.end_time > TEST_NOW), confirmed.filter((r) => r.end_time <= TEST_NOW)];
    expect(upcoming.length && ended.length).toBeGreaterThan(0);
    expect((await listOk('?status=confirmed')).meta.total).toBe(upcoming.length);
    expect((await listOk('?status=completed')).meta.total).toBe(ended.length);
  });

  it('combines search, status, kind and paging', async () => {
    const body = await listOk('?search=seminar&status=confirmed&kind=recurring-child&limit=5&page=2');
    // "Confirmed" lists those not ended yet (the ended ones read Completed, issue 35); the series' first is no child.
    const series = (await stored()).filter((r) => r.purpose.toLowerCase().includes('seminar') && r.recurring_booking_id !== null);
    const first = series.reduce((a, b) => (a.start_time <= b.start_time ? a : b));
    const expected = series.filter((r) => r.status === 'confirmed' && r.end_time > TEST_NOW && r.id !== first.id).length;
    expect(body.meta).toEqual({ total: expected, page: 2, limit: 5 });
    expect(body.bookings.length).toBe(Math.min(5, Math.max(0, expected - 5)));
  });
});

describe('GET /api/admin/bookings sorting', () => {
  const lower = (s: string) => s.toLowerCase();
  it('sorts by date ascending', async () => {
    const starts = (await all('&sort=date-asc')).map((b) => Date.parse(b.start_time));
    expect(starts).toEqual(sortedCopy(starts, (a, b) => a - b));
  });

  it.each([
    ['room', (b: AdminBooking) => lower(b.rooms)],
    ['status', (b: AdminBooking) => b.status],
    ['faculty', (b: AdminBooking) => lower(b.faculty_name)],
  ] as const)('sorts by %s, newest first within a group', async (sort, key) => {
    const rows = await all(`&sort=${sort}`);
    const keys = rows.map(key);
    expect(keys).toEqual(sortedCopy(keys, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (let i = 1; i < rows.length; i++) {
      if (key(rows[i]) === key(rows[i - 1])) expect(Date.parse(rows[i].start_time)).toBeLessThanOrEqual(Date.parse(rows[i - 1].start_time));
    }
  });
});

describe('GET /api/admin/bookings bad input and roles', () => {
  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=x', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=1000000', 'limit'],
    ['?limit=0', 'limit'],
    ['?sort=price', 'sort'],
    ['?status=approved', 'status'],
    ['?status=done', 'status'],
    ['?kind=parent', 'kind'],
    ['?search=' + 'x'.repeat(201), 'search'],
    ['?colour=red', 'colour'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('needs a session (401) and the manageBookings capability (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bookings' })).statusCode).toBe(401);
    for (const email of [DEMO.faculty, DEMO.dean, DEMO.clubs, DEMO.igh]) {
      expect((await list('', await loginAs(ctx.app, email))).statusCode).toBe(403);
    }
    expect((await list('', await loginAs(ctx.app, DEMO.superAdmin))).statusCode).toBe(200);
  });
});
