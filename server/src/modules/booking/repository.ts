import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { selectBookingRecords, type BookedSlotRecord, type BookingRecord } from '../bookings';
import { closedDuring } from '../blackouts/closed';
import { liveOverlapping, liveOverlappingRoomIds } from './live-overlap';

/**
 * Rooms as Book a Room lists them (GET /api/faculty/getrooms's Room), with their block's
 * name: only active ones, as a deactivated room takes no bookings (issue 15).
 */
function selectRooms(db: Kysely<DB>) {
  return db
    .selectFrom('rooms')
    .innerJoin('blocks', 'blocks.id', 'rooms.block_id')
    .where('rooms.deactivated_at', 'is', null)
    .select([
      'rooms.id',
      'rooms.room_name',
      'rooms.block_id',
      'blocks.block_name',
      'rooms.capacity',
      'rooms.image',
      'rooms.features',
      'rooms.access',
    ]);
}

/** Every room with its block, ordered by block then room name. */
export function listRooms(db: Kysely<DB>) {
  return selectRooms(db).orderBy('blocks.block_name').orderBy('rooms.room_name').orderBy('rooms.id').execute();
}

export interface FreeRoomCriteria {
  start: Date;
  end: Date;
  /** Seats at least; a room of unknown capacity is left out when a capacity is asked for. */
  capacity?: number;
  /** Every one of these features (letter case ignored). */
  features?: string[];
  blockId?: number;
}

/**
 * The rooms free for the whole of [start, end): no pending or confirmed booking overlaps
 * it (touching ones do not) and no closure covers any of it, best fit first — the
 * smallest room that holds the group, then the one with the fewest features, so big and
 * well-equipped rooms stay free for those who need them. The one place free-room search
 * picks rooms (retired rooms belong here too).
 */
export function findFreeRooms(db: Kysely<DB>, criteria: FreeRoomCriteria) {
  const wanted = [...new Set((criteria.features ?? []).map((f) => f.trim().toLowerCase()))];
  return selectRooms(db)
    .$if(criteria.capacity !== undefined, (q) => q.where('rooms.capacity', '>=', criteria.capacity!))
    .$if(criteria.blockId !== undefined, (q) => q.where('rooms.block_id', '=', criteria.blockId!))
    .$if(wanted.length > 0, (q) => q.where(sql<boolean>`array(select lower(f) from unnest(rooms.features) f) @> ${wanted}::text[]`))
    .where(sql<boolean>`rooms.id not in (${liveOverlappingRoomIds(criteria.start, criteria.end)})`)
    .where(sql<boolean>`not exists (${closedDuring(sql<number>`rooms.id`, sql<number>`rooms.block_id`, criteria.start, criteria.end)})`)
    .orderBy(sql`rooms.capacity is null`)
    .orderBy('rooms.capacity')
    .orderBy(sql`cardinality(rooms.features)`)
    .orderBy(sql`lower(blocks.block_name) collate "C"`)
    .orderBy(sql`lower(rooms.room_name) collate "C"`)
    .orderBy('rooms.id')
    .execute();
}

export async function blockExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('blocks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The ids among `ids` that name no room. */
export async function missingRoomIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  const found = await db.selectFrom('rooms').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Live (pending or confirmed) bookings of the rooms overlapping [from, to), with their
 * bookers: the rows come straight from the index walks and only the booker is joined
 * (a slot names no room or block), 334 buffer reads for the busy week instead of 6,164
 * when every slot was read again by id and joined to its room and block (docs/PERFORMANCE.md).
 */
export async function bookedSlots(db: Kysely<DB>, roomIds: readonly number[], from: Date, to: Date): Promise<BookedSlotRecord[]> {
  const { rows } = await sql<BookedSlotRecord>`
    select s.*, u.name as user_name, u.email as user_email
    from (${liveOverlapping(roomIds, from, to)}) as s join users u on u.id = s.user_id
    order by s.room_id, s.start_time`.execute(db);
  return rows;
}

/** The user's own bookings in every status but those they deleted, latest start first. */
export function listOwnBookings(db: Kysely<DB>, userId: number): Promise<BookingRecord[]> {
  return selectBookingRecords(db)
    .where('b.user_id', '=', userId)
    .where('b.owner_deleted_at', 'is', null)
    .orderBy('b.start_time', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
