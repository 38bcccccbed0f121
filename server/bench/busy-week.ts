/* A busy campus week for the availability benchmark: about three bookings per room and day. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/schema';

export const BUSY_ROOMS = 30;
export const BUSY_DAYS = 7;
/** Campus hours the added bookings start at (one hour each). */
const HOURS = [10, 14, 18];

/**
 * Books the last BUSY_ROOMS rooms (by id) at 10:00, 14:00 and 18:00 campus time for
 * BUSY_DAYS days from `from` (YYYY-MM-DD), where the hour is still free; a second run adds
 * nothing. Returns the rooms' ids.
 */
export async function fillBusyWeek(db: Kysely<DB>, from: string, tz: string): Promise<number[]> {
  const rooms = await db.selectFrom('rooms').select('id').orderBy('id', 'desc').limit(BUSY_ROOMS).execute();
  const roomIds = rooms.map((r) => r.id).sort((a, b) => a - b);
  await sql`
    insert into bookings (room_id, user_id, purpose, start_time, end_time, status)
    select r, (select id from users where email = 'faculty@campus.example'), 'Busy week lecture',
      (${from}::date + d + make_interval(hours => h)) at time zone ${tz},
      (${from}::date + d + make_interval(hours => h + 1)) at time zone ${tz},
      case when (r + d + h) % 3 = 0 then 'pending' else 'confirmed' end
    from unnest(${roomIds}::int[]) r, generate_series(0, ${BUSY_DAYS - 1}::int) d, unnest(${HOURS}::int[]) h
    where not exists (
      select 1 from bookings x where x.room_id = r and x.status in ('pending', 'confirmed')
        and x.start_time < (${from}::date + d + make_interval(hours => h + 1)) at time zone ${tz}
        and x.end_time > (${from}::date + d + make_interval(hours => h)) at time zone ${tz})`.execute(db);
  return roomIds;
}
