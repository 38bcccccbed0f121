import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { firstClosureReason } from '../bookings';
import { bookableRooms } from '../rooms';
import { liveOverlappingRoomIds } from './live-overlap';

export interface FreeRoomCriteria {
  start: Date;
  end: Date;
  /** Seats at least; a room of unknown capacity is left out when a capacity is asked for. */
  capacity?: number;
  /** Every one of these features (letter case ignored). */
  features?: string[];
  blockId?: number;
  /**
   * Only rooms naming one of these access types (letter case ignored) or none
   * (`bookableAccessTypes` of the searcher); null for every room.
   */
  accessTypes: readonly string[] | null;
}

/** The JSON arrays of a free-room answer: Room (the free ones) and ClosedRoom. */
export interface FreeRoomsJson {
  rooms: string;
  closed: string;
}

/** The fields of a room of `r` as the wire's Room has them (key order included), without braces, written by the database. */
const roomFields = sql<string>`'"id":' || r.id || ',"room_name":' || to_json(r.room_name) || ',"block_id":' || r.block_id
  || ',"block_name":' || to_json(r.block_name) || ',"capacity":' || coalesce(r.capacity::text, 'null')
  || ',"image":' || coalesce(to_json(r.image)::text, 'null') || ',"features":' || to_json(r.features)
  || ',"access":' || to_json(r.access)`;

/**
 * Best fit first — the smallest room that holds the group, then the one with the fewest
 * features, so big and well-equipped rooms stay free for those who need them.
 */
const bestFit = sql`r.capacity is null, r.capacity, cardinality(r.features), lower(r.block_name) collate "C", lower(r.room_name) collate "C", r.id`;

/**
 * The rooms the searcher may book that match the search, as the answer's two JSON arrays:
 * `rooms`, free for the whole of [start, end) — no pending or confirmed booking overlaps it
 * (touching ones do not) and no closure covers any of it; and `closed`, those a closure
 * covers some of, each with the reason of its first closure then (a closed room is listed
 * there whatever its bookings). Both best fit first. The one place free-room search picks
 * rooms (retired rooms belong here too). The database writes the answer whole: parsing up to
 * 1,000 rooms with two arrays each and serializing them again was most of the search's CPU
 * (docs/PERFORMANCE.md).
 */
export async function freeRoomsJson(db: Kysely<DB>, criteria: FreeRoomCriteria): Promise<FreeRoomsJson> {
  const { accessTypes, blockId, capacity: minCapacity, features, start, end } = criteria;
  const matching = bookableRooms(db, { accessTypes, blockId, minCapacity, features })
    .select(['r.id', 'r.room_name', 'r.block_id', 'b.block_name', 'r.capacity', 'r.image', 'r.features', 'r.access'])
    .select(sql<string | null>`(${firstClosureReason(sql<number>`r.id`, sql<number>`r.block_id`, start, end)})`.as('closure'));
  const array = (item: unknown) => sql<string>`'[' || coalesce(string_agg(${item}, ',' order by ${bestFit}), '') || ']'`;
  const { rows } = await sql<FreeRoomsJson>`
    with r as materialized (${matching})
    select
      (select ${array(sql`'{' || ${roomFields} || '}'`)} from r
        where r.closure is null and r.id not in (${liveOverlappingRoomIds(start, end)})) as rooms,
      (select ${array(sql`'{' || ${roomFields} || ',"closure":{"reason":' || to_json(r.closure) || '}}'`)} from r
        where r.closure is not null) as closed`.execute(db);
  return rows[0];
}
