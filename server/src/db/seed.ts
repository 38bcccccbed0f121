import type { Kysely } from 'kysely';
import type { BookingStatus, DB, NewBooking, RequestStatus } from './schema';
import { campusDate, campusInstant, dayjs } from '../shared/time';
import { isOverdueRequest } from '../contracts/booking-rules';
import {
  BLOCKS,
  DEMO_ACCOUNTS,
  IGH_REQUESTS,
  OTHER_USERS,
  PREDEFINED_ACCESS,
  PREDEFINED_FEATURES,
  PURPOSES,
  ROOM_IMAGES,
} from './seed-data';

export interface SeedOptions {
  now: Date;
  tz: string;
}

/**
 * Demo data around `now`: users, blocks, rooms, bookings in every status (with a
 * recurring series) and guest-house requests. Idempotent: it only fills an empty database.
 */
export async function seedDemoData(db: Kysely<DB>, { now, tz }: SeedOptions): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return false;

  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values([
        ...DEMO_ACCOUNTS.map((a) => ({ ...a, access: [...a.access] })),
        ...OTHER_USERS.map(([name, department, designation], i) => ({
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@campus.example`,
          department,
          designation,
          phone: i % 3 === 0 ? null : `+91 80 4100 ${String(2000 + i)}`,
          access: ['rb_faculty'],
        })),
      ])
      .returning(['id', 'email', 'access'])
      .execute();
    const byEmail = (email: string) => users.find((u) => u.email === email)!.id;

    const blocks = await trx
      .insertInto('blocks')
      .values(BLOCKS.map((block_name) => ({ block_name })))
      .returning('id')
      .execute();
    const rooms = await trx
      .insertInto('rooms')
      .values(roomRows(blocks.map((b) => b.id)))
      .returning(['id'])
      .execute();

    // Campus days counted from today on campus (calendar arithmetic, no time zone).
    const today = dayjs.utc(campusDate(now, tz));
    const dayAt = (offset: number, time: string) => campusInstant(today.add(offset, 'day').format('YYYY-MM-DD'), time, tz);

    // A weekly series (Mon and Wed 14:00-15:00) in the first conference room.
    const seriesStart = today.subtract(14, 'day').format('YYYY-MM-DD');
    const seriesEnd = today.add(28, 'day').format('YYYY-MM-DD');
    const admin = byEmail('rb.admin@campus.example');
    const series = await trx
      .insertInto('recurring_series')
      .values({
        room_id: rooms[0].id,
        user_id: admin,
        purpose: 'Weekly department seminar',
        weekly_pattern: JSON.stringify([
          { day_of_week: 1, start_time: '14:00', end_time: '15:00' },
          { day_of_week: 3, start_time: '14:00', end_time: '15:00' },
        ]),
        start_date: seriesStart,
        end_date: seriesEnd,
        state: 'active',
        expires_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seriesRows: NewBooking[] = [];
    for (let d = -14; d <= 28; d++) {
      const day = today.add(d, 'day').day();
      if (day !== 1 && day !== 3) continue;
      seriesRows.push({
        room_id: rooms[0].id,
        user_id: admin,
        purpose: 'Weekly department seminar',
        start_time: dayAt(d, '14:00'),
        end_time: dayAt(d, '15:00'),
        status: 'confirmed',
        recurring_booking_id: series.id,
      });
    }
    if (seriesRows.length) await trx.insertInto('bookings').values(seriesRows).execute();

    const bookers = ['faculty@campus.example', 'clubs@campus.example', 'rb.admin@campus.example', 'super.admin@campus.example'].map(
      byEmail,
    );
    const rows: NewBooking[] = [];
    for (let d = -21; d <= 21; d++) {
      for (let i = 0; i < 4; i++) {
        const room = rooms[(Math.abs(d) * 7 + i * 5) % rooms.length].id;
        const hour = 9 + ((i * 3 + Math.abs(d)) % 12);
        const length = 1 + ((d + i + 30) % 2);
        const user = bookers[(i + Math.abs(d)) % bookers.length];
        const start = dayAt(d, `${String(hour).padStart(2, '0')}:00`);
        const status = statusFor(d, i, user === bookers[2] || user === bookers[3]);
        rows.push({
          room_id: room,
          user_id: user,
          purpose: PURPOSES[(Math.abs(d) + i) % PURPOSES.length],
          start_time: start,
          end_time: dayAt(d, `${String(Math.min(hour + length, 23)).padStart(2, '0')}:00`),
          // A request that began undecided has expired (issue 35).
          status: isOverdueRequest(status, start, now) ? 'expired' : status,
          decided_by: null,
        });
      }
    }
    // Overlaps with the series are skipped by the exclusion constraint.
    for (const row of rows) {
      await trx
        .insertInto('bookings')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }

    await trx
      .insertInto('igh_requests')
      .values(
        IGH_REQUESTS.map((r, i) => ({
          student_name: r.student_name,
          student_email: r.student_email,
          customer_name: r.customer_name,
          age: r.age,
          relation_with_student: r.relation,
          status: r.status as RequestStatus,
          // Pending stays lie ahead: one whose check-in day is over would have expired (issue 35).
          check_in: today.add(i * 3 - (r.status === 'pending' ? 0 : 6), 'day').format('YYYY-MM-DD'),
          check_out: today.add(i * 3 - (r.status === 'pending' ? 0 : 6) + 2, 'day').format('YYYY-MM-DD'),
          decided_by: r.status === 'pending' ? null : byEmail('igh@campus.example'),
          decided_at: r.status === 'pending' ? null : now,
        })),
      )
      .execute();
  });
  return true;
}

function statusFor(dayOffset: number, i: number, byAdmin: boolean): BookingStatus {
  if (byAdmin) return (dayOffset + i) % 7 === 0 ? 'cancelled' : 'confirmed';
  const k = (Math.abs(dayOffset) + i) % 6;
  if (dayOffset < 0) return k === 0 ? 'rejected' : k === 1 ? 'cancelled' : 'confirmed';
  return k < 2 ? 'pending' : k === 2 ? 'rejected' : k === 3 ? 'cancelled' : 'confirmed';
}

function roomRows(blockIds: number[]) {
  const rows = [];
  const kinds = [
    { prefix: 'Conference Room', image: ROOM_IMAGES.conference, capacity: 20, features: [0, 1, 2, 3] },
    { prefix: 'Classroom', image: ROOM_IMAGES.classroom, capacity: 60, features: [1, 4, 5] },
    { prefix: 'Lecture Hall', image: ROOM_IMAGES.lecture, capacity: 180, features: [0, 1, 2, 3, 5] },
    { prefix: 'Seminar Room', image: ROOM_IMAGES.seminar, capacity: 40, features: [0, 1, 4] },
    { prefix: 'Computer Lab', image: ROOM_IMAGES.lab, capacity: 45, features: [0, 2, 4] },
  ];
  for (let n = 0; n < 30; n++) {
    const kind = kinds[n % kinds.length];
    const block = blockIds[Math.floor(n / 6) % blockIds.length];
    rows.push({
      room_name: `${kind.prefix} ${100 * (Math.floor(n / 6) + 1) + (n % 6) + 1}`,
      block_id: block,
      capacity: n % 11 === 10 ? null : kind.capacity + (n % 3) * 10,
      image: n % 13 === 12 ? null : kind.image,
      features: kind.features.map((f) => PREDEFINED_FEATURES[f]),
      // Access types decide who may book (issue 15): labs, with their equipment, are for
      // faculty and staff; every other demo room is open to student clubs too.
      access: kind.prefix === 'Computer Lab' ? ['Faculty', 'Staff'] : [...PREDEFINED_ACCESS],
    });
  }
  return rows;
}
