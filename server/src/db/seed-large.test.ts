import { sql } from 'kysely';
import { openTestDatabase, TEST_NOW } from '../../test/helpers';
import type { Database } from './database';
import { LARGE_SCALE, scaleFromArgs, seedLarge } from './seed-large';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// The same generator as `npm run seed:large`, at a scale a test can afford.
const scale = { users: 60, rooms: 40, bookings: 1_000, blocks: 4 };

describe('seedLarge', () => {
  it('tops an empty database up to the scale with no overlapping bookings, every status and weekly series', async () => {
    const result = await seedLarge(database.db, { now: TEST_NOW, tz: 'Asia/Kolkata', scale });
    expect(result).toEqual({ users: 60, rooms: 40, bookings: 1_000 });

    const overlaps = await sql<{ n: number }>`
      select count(*)::int n from bookings a join bookings b
        on a.room_id = b.room_id and a.id < b.id and a.start_time < b.end_time and b.start_time < a.end_time
        and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`.execute(database.db);
    expect(overlaps.rows[0].n).toBe(0);

    const statuses = await database.db.selectFrom('bookings').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'confirmed', 'expired', 'pending', 'rejected']);

    const series = await database.db
      .selectFrom('bookings')
      .innerJoin('recurring_series as s', 's.id', 'bookings.recurring_booking_id')
      .select(['s.id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('s.purpose', '=', 'Weekly elective class')
      .groupBy('s.id')
      .execute();
    expect(series.length).toBe(Math.ceil(scale.rooms / 25));
    expect(series.every((s) => Number(s.n) > 10)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect(await seedLarge(database.db, { now: TEST_NOW, tz: 'Asia/Kolkata', scale })).toEqual({ users: 60, rooms: 40, bookings: 1_000 });
    const after = await database.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    expect(after.max).toBe(before.max);
  });
});

describe('scaleFromArgs (npm run seed:large -- --bookings N)', () => {
  it('changes only the sizes given', () => {
    expect(scaleFromArgs([])).toEqual(LARGE_SCALE);
    expect(scaleFromArgs(['--bookings', '1000000'])).toEqual({ ...LARGE_SCALE, bookings: 1_000_000 });
    expect(scaleFromArgs(['--bookings=1_000_000', '--rooms', '50'])).toEqual({ ...LARGE_SCALE, bookings: 1_000_000, rooms: 50 });
  });

  it('refuses sizes that are not whole numbers, and unknown options', () => {
    expect(() => scaleFromArgs(['--bookings', 'many'])).toThrow('--bookings must be a whole number from 1 to 20000000, got "many"');
    expect(() => scaleFromArgs(['--rooms', '0'])).toThrow('--rooms must be a whole number');
    expect(() => scaleFromArgs(['--size', '5'])).toThrow();
  });
});
