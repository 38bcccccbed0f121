import { sql } from 'kysely';
import { openTestDatabase } from '../../test/helpers';
import { offsetPieces } from '../shared/campus-offsets';
import { campusDayRange, toCampusIso } from '../shared/time';
import { campusIsoSql, offsetSuffix } from './campus-iso-sql';
import type { Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The database's text of each instant, with the offsets of the campus days from..to. */
async function sqlIso(instants: Date[], from: string, to: string, tz: string): Promise<string[]> {
  const pieces = offsetPieces(campusDayRange(from, tz).start, campusDayRange(to, tz).end, tz);
  const { rows } = await sql<{ iso: string }>`
    select ${campusIsoSql(sql`t.at`, pieces)} as iso
    from unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) with ordinality as t(at, n) order by t.n`.execute(database.db);
  return rows.map((r) => r.iso);
}

describe('offsetSuffix', () => {
  it.each([
    [19_800, '+05:30'],
    [0, '+00:00'],
    [-28_800, '-08:00'],
    [-12_600, '-03:30'],
    [45_900, '+12:45'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(offsetSuffix(seconds)).toBe(text);
  });
});

describe('campusIsoSql', () => {
  it.each([
    ['Asia/Kolkata', '2026-03-05', '2026-03-07'],
    ['America/Los_Angeles', '2026-03-07', '2026-03-09'],
    ['Europe/Berlin', '2026-10-24', '2026-10-26'],
    ['Australia/Lord_Howe', '2026-10-03', '2026-10-05'],
    ['America/St_Johns', '2026-11-01', '2026-11-02'],
    // Each period but India's holds the zone's 2026 clock change (Lord Howe's is half an hour).
  ])('writes every 7.5 minutes of %s from %s to %s as toCampusIso does', async (tz, from, to) => {
    const start = campusDayRange(from, tz).start.getTime();
    const end = campusDayRange(to, tz).end.getTime();
    const instants: Date[] = [];
    for (let ms = start; ms < end; ms += 450_000) instants.push(new Date(ms));
    // Seconds and their fractions: the clock cuts the fraction.
    instants.push(new Date(start + 3_600_000 + 59_999), new Date(end - 1));
    expect(await sqlIso(instants, from, to, tz)).toEqual(instants.map((i) => toCampusIso(i, tz)));
  });
});
