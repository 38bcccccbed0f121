import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Which rooms a search or grid of rooms takes; each criterion narrows. */
export interface BookableRoomCriteria {
  /**
   * Only rooms naming one of these access types (letter case ignored) or none: the
   * searcher's `bookableAccessTypes` (contracts/room-access.ts); null for every room.
   */
  accessTypes: readonly string[] | null;
  blockId?: number;
  /** Seats at least; a room of unknown capacity is left out when a capacity is asked for. */
  minCapacity?: number;
  /** Every one of these features (trimmed, letter case ignored). */
  features?: readonly string[];
}

/**
 * The active rooms (a deactivated one takes no bookings, issue 15) that match the criteria,
 * as `r` joined with its block `b`, for the caller to select, order and page: free-room
 * search and the day grid. mayBookRoom's rule (contracts/room-access.ts) is applied in the
 * database, on the types the caller's roles give. Rooms naming a type as ROLE_ACCESS_TYPES
 * spells it pass at once; reading every room's types in lower case was a seventh of
 * free-room search's time.
 */
export function bookableRooms(db: Kysely<DB>, criteria: BookableRoomCriteria) {
  const wanted = [...new Set((criteria.features ?? []).map((f) => f.trim().toLowerCase()))];
  const types = criteria.accessTypes;
  return db
    .selectFrom('rooms as r')
    .innerJoin('blocks as b', 'b.id', 'r.block_id')
    .where('r.deactivated_at', 'is', null)
    .$if(criteria.blockId !== undefined, (q) => q.where('r.block_id', '=', criteria.blockId!))
    .$if(criteria.minCapacity !== undefined, (q) => q.where('r.capacity', '>=', criteria.minCapacity!))
    .$if(wanted.length > 0, (q) => q.where(sql<boolean>`array(select lower(f) from unnest(r.features) f) @> ${wanted}::text[]`))
    .$if(types !== null, (q) =>
      q.where(
        sql<boolean>`(cardinality(r.access) = 0 or r.access && ${types}::text[]
          or exists (select 1 from unnest(r.access) t where lower(t) = any(${types!.map((t) => t.toLowerCase())}::text[])))`,
      ),
    );
}
