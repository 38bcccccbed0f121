/* `npm run seed:large`: fills a database to campus scale for the list-performance figures. */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config';
import { campusDate } from '../shared/time';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';
import { seedDemoData } from './seed';

/** DESIGN.md §8 / issue 6: the scale the admin lists must stay fast at. */
export const LARGE_SCALE = { users: 5_000, rooms: 1_000, bookings: 100_000, blocks: 20 };
export type Scale = { [K in keyof typeof LARGE_SCALE]: number };

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Kabir',
  'Isha',
  'Arjun',
  'Divya',
  'Nikhil',
  'Sneha',
  'Farhan',
  'Lakshmi',
  'Omar',
  'Tara',
];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Reddy', 'Das', 'Menon', 'Gupta', 'Nair', 'Singh', 'Bose', 'Pillai', 'Joshi', 'Kulkarni', 'Rao'];
const DEPARTMENTS = [
  'Computer Science',
  'Electrical Engineering',
  'Mechanical Engineering',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Humanities',
  'Design',
];
const KINDS = ['Classroom', 'Seminar Room', 'Conference Room', 'Lecture Hall', 'Computer Lab', 'Tutorial Room'];
const PURPOSES = [
  'Lecture: Data Structures',
  'Tutorial session',
  'Faculty meeting',
  'Thesis defence',
  'Club weekly meetup',
  'Guest lecture',
  'Department review',
  'Workshop on research writing',
  'Interview panel',
  'Project demo day',
  'Reading group',
  'Lab orientation',
];
/** Rooms whose bookings form one weekly series each (every 25th room). */
const SERIES_EVERY = 25;
const SERIES_PURPOSE = 'Weekly elective class';
/** Weekly candidate slots per room: a few more than 100 so overlaps with older rows can be skipped. */
const WEEKS = 130;

const textArray = (values: readonly string[]) => sql`(array[${sql.join(values.map((v) => sql.lit(v)))}]::text[])`;

async function count(db: Kysely<DB>, table: 'users' | 'rooms' | 'bookings' | 'blocks'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function topUpUsers(db: Kysely<DB>, have: number, scale: Scale): Promise<void> {
  if (have >= scale.users) return;
  await sql`
    insert into users (email, name, department, designation, phone, access)
    select lower(f || '.' || l || '.' || g) || '@campus.example', f || ' ' || l, d, 'Faculty', '+91 80 5' || lpad(g::text, 6, '0'), array['rb_faculty']
    from generate_series(${have + 1}::int, ${scale.users}::int) g,
      lateral (select ${textArray(FIRST)}[1 + g % ${FIRST.length}] f, ${textArray(LAST)}[1 + (g / ${FIRST.length}) % ${LAST.length}] l,
        ${textArray(DEPARTMENTS)}[1 + g % ${DEPARTMENTS.length}] d) names
    on conflict do nothing`.execute(db);
}

async function topUpRooms(db: Kysely<DB>, have: number, scale: Scale): Promise<void> {
  await sql`
    insert into blocks (block_name) select 'Block ' || lpad(g::text, 2, '0') from generate_series(1, ${scale.blocks}::int) g
    on conflict do nothing`.execute(db);
  if (have >= scale.rooms) return;
  await sql`
    with b as (select array_agg(id order by id) ids from blocks)
    insert into rooms (room_name, block_id, capacity, features, access)
    select ${textArray(KINDS)}[1 + g % ${KINDS.length}] || ' L' || g, b.ids[1 + g % array_length(b.ids, 1)],
      case when g % 17 = 0 then null else 20 + (g % 9) * 10 end,
      case when g % 3 = 0 then array['Projector', 'Whiteboard'] else array['Guest WiFi', 'Screen', 'Board'] end,
      array['Faculty', 'Staff']
    from generate_series(${have + 1}::int, ${scale.rooms}::int) g, b
    on conflict do nothing`.execute(db);
}

/** One series per SERIES_EVERY-th room, on the weekday and hour its generated bookings use. */
async function ensureSeries(db: Kysely<DB>, today: string, adminId: number): Promise<void> {
  await sql`
    with r as (select id, (row_number() over (order by id) - 1)::int ri from rooms)
    insert into recurring_series (room_id, user_id, purpose, weekly_pattern, start_date, end_date, state)
    select r.id, ${adminId}, ${SERIES_PURPOSE},
      json_build_array(json_build_object('day_of_week', extract(dow from ${today}::date + (r.ri % 7 - 364))::int,
        'start_time', lpad((9 + (r.ri * 3) % 13)::text, 2, '0') || ':00', 'end_time', lpad((10 + (r.ri * 3) % 13)::text, 2, '0') || ':00')),
      ${today}::date + (r.ri % 7 - 364), ${today}::date + (r.ri % 7 - 364 + ${(WEEKS - 1) * 7}), 'active'
    from r
    where r.ri % ${SERIES_EVERY} = 0 and not exists (select 1 from recurring_series s where s.room_id = r.id and s.purpose = ${SERIES_PURPOSE})`.execute(
    db,
  );
}

/**
 * Candidates per room and week: one (on the room's own weekday) up to 100,000 bookings per
 * 1,000 rooms as before; more for a larger size, on the following weekdays and then in
 * further windows of the day (every window holds at most one booking of 1–2 hours).
 */
export function candidatesPerWeek(scale: Scale): number {
  return Math.max(1, Math.ceil(scale.bookings / (scale.rooms * (WEEKS - 10))));
}

/**
 * Candidates per room over two and a half years around today that never overlap each
 * other; a candidate overlapping any stored booking is skipped. Requests (bookings of the
 * faculty, not of the series) were made days before they start and decided a few hours
 * later, so the statistics have request and decision times to show.
 */
async function topUpBookings(db: Kysely<DB>, have: number, today: string, tz: string, scale: Scale, deciderId: number | null) {
  const need = scale.bookings - have;
  if (need <= 0) return;
  const perWeek = candidatesPerWeek(scale);
  // Windows per day, and their length in hours (09:00–23:00 is 14 hours).
  const perDay = Math.ceil(perWeek / 7);
  const window = Math.floor(14 / perDay);
  await sql`
    with u as (select array_agg(id order by id) ids from users),
    r as (select id, (row_number() over (order by id) - 1)::int ri from rooms),
    c0 as (
      select r.id room_id, s.id series_id, r.ri, k, j,
        ${today}::date + (k * 7 + (r.ri + j) % 7 - 364) as day,
        case when s.id is not null and j = 0 then 9 + (r.ri * 3) % 13
          when ${perDay}::int = 1 then 9 + (r.ri * 3 + k + j * 5) % 13
          else 9 + (j / 7) * ${window}::int + (r.ri * 3 + k + j) % ${Math.max(1, window - 1)}::int end as hour,
        case when s.id is not null and j = 0 then 1 when ${window}::int >= 2 then 1 + (k + j) % 2 else 1 end hours
      from r cross join generate_series(0, ${WEEKS - 1}::int) k cross join generate_series(0, ${perWeek - 1}::int) j
      left join recurring_series s on s.room_id = r.id and s.purpose = ${SERIES_PURPOSE}
      -- A series room's day already holds its series booking: no second window that day.
      where s.id is null or j % 7 <> 0 or j = 0
    ),
    c as (
      select c0.*, (c0.day + make_interval(hours => c0.hour)) at time zone ${tz} start_time,
        c0.series_id is not null and c0.j = 0 as in_series
      from c0
    ),
    rows as (
      select c.*, u.ids[1 + (c.ri * 7 + c.k * 13 + c.j * 3) % array_length(u.ids, 1)] user_id,
        case when c.in_series then 'confirmed'
          when c.start_time < now() then (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','rejected','cancelled','cancelled'])[1 + (c.ri * 31 + c.k * 17 + c.j * 7) % 10]
          else (array['pending','pending','pending','confirmed','confirmed','confirmed','confirmed','confirmed','rejected','cancelled'])[1 + (c.ri * 31 + c.k * 17 + c.j * 7) % 10] end status,
        least(c.start_time - make_interval(days => 1 + (c.ri * 7 + c.k * 3 + c.j) % 20, hours => (c.ri + c.k) % 12),
          now() - make_interval(hours => 1 + (c.ri + c.k + c.j) % 48)) created_at
      from c, u
    )
    insert into bookings (room_id, user_id, purpose, start_time, end_time, status, recurring_booking_id, created_at, updated_at, decided_by, decided_at)
    select room_id, user_id,
      case when in_series then ${SERIES_PURPOSE} else ${textArray(PURPOSES)}[1 + (ri + k + j) % ${PURPOSES.length}] end,
      start_time, start_time + make_interval(hours => hours), status, case when in_series then series_id end,
      created_at, created_at,
      case when not in_series and status in ('confirmed', 'rejected') then ${deciderId}::int end,
      case when not in_series and status in ('confirmed', 'rejected')
        then least(now(), start_time, created_at + make_interval(hours => 1 + (ri * 5 + k + j) % 72)) end
    from rows
    where not exists (
      select 1 from bookings x where x.room_id = rows.room_id and x.start_time < rows.start_time + make_interval(hours => rows.hours) and x.end_time > rows.start_time)
    order by k, j, room_id
    limit ${need}
    on conflict do nothing`.execute(db);
}

export interface LargeSeedResult {
  users: number;
  rooms: number;
  bookings: number;
}

/** Tops a database up to the scale (LARGE_SCALE by default); running it again on a full database changes nothing. */
export async function seedLarge(
  db: Kysely<DB>,
  { now, tz, scale = LARGE_SCALE }: { now: Date; tz: string; scale?: Scale },
): Promise<LargeSeedResult> {
  await seedDemoData(db, { now, tz });
  const today = campusDate(now, tz);
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'rb.admin@campus.example').executeTakeFirst();
  const dean = await db.selectFrom('users').select('id').where('email', '=', 'dean@campus.example').executeTakeFirst();
  await topUpUsers(db, await count(db, 'users'), scale);
  await topUpRooms(db, await count(db, 'rooms'), scale);
  if (admin) await ensureSeries(db, today, admin.id);
  await topUpBookings(db, await count(db, 'bookings'), today, tz, scale, dean?.id ?? null);
  // As autovacuum would after a bulk load: fresh statistics and a visibility map (index-only counts).
  await sql`vacuum analyze users, blocks, rooms, recurring_series, bookings`.execute(db);
  return { users: await count(db, 'users'), rooms: await count(db, 'rooms'), bookings: await count(db, 'bookings') };
}

/** `--bookings 1000000` (and `--users`, `--rooms`, `--blocks`) change the scale; the rest stays LARGE_SCALE's. */
export function scaleFromArgs(args: string[]): Scale {
  const { values } = parseArgs({
    args,
    options: { bookings: { type: 'string' }, users: { type: 'string' }, rooms: { type: 'string' }, blocks: { type: 'string' } },
  });
  const scale = { ...LARGE_SCALE };
  for (const key of Object.keys(scale) as (keyof Scale)[]) {
    const text = values[key];
    if (text === undefined) continue;
    const n = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(n) || n < 1 || n > 20_000_000)
      throw new Error(`--${key} must be a whole number from 1 to 20000000, got "${text}"`);
    scale[key] = n;
  }
  return scale;
}

async function main(): Promise<void> {
  const scale = scaleFromArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const result = await seedLarge(database.db, { now: new Date(), tz: config.campusTz, scale });
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
    console.log(
      `${where}: ${result.users} users, ${result.rooms} rooms, ${result.bookings} bookings (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
