import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { offsetPieces } from '../../shared/campus-offsets';
import { confirmedUsageSql, toConfirmedUsage, type ConfirmedUsage, type UsageRow } from './confirmed-usage';
import { noShowsSql, type NoShowRow } from './no-shows';
import { requestFiguresSql, roomsInScopeSql, type RequestRow, type ScopeRoom, type UsageScope } from './repository';

export interface StatisticsFigures {
  usage: ConfirmedUsage;
  requests: RequestRow;
  /** The rooms in scope by id. */
  rooms: ScopeRoom[];
  noShows: NoShowRow[];
}

type UsageTuple = [number, number, number, number, number, number, number, number];

/**
 * Everything a statistics page is computed from — the confirmed usage groups, the request
 * figures and the rooms in scope — in one statement, each part as JSON. Three statements
 * cost the server about 3 ms of CPU a year's page more (a socket write and a wake-up of
 * PostgreSQL's process each, and ~2,200 rows parsed column by column), measured with
 * `process.cpuUsage` over 40 calls at 100,000 bookings; PostgreSQL's work is the same.
 */
export async function statisticsFigures(db: Kysely<DB>, scope: UsageScope): Promise<StatisticsFigures> {
  const pieces = offsetPieces(scope.from, scope.to, scope.tz);
  const { rows } = await sql<{
    usage: UsageTuple[];
    requests: RequestRow;
    rooms: [number, string, number, string][];
    no_shows: NoShowRow[];
  }>`
    select
      (select coalesce(json_agg(json_build_array(u.by_start, u.room_id, u.piece, u.utc_week_minute, u.minutes,
          u.bookings, u.recurring, u.total_minutes)), '[]') from (${confirmedUsageSql(scope, pieces)}) u) as usage,
      (select row_to_json(q) from (${requestFiguresSql(scope)}) q) as requests,
      (select coalesce(json_agg(json_build_array(r.id, r.room_name, r.block_id, r.block_name) order by r.id), '[]')
        from (${roomsInScopeSql(scope)}) r) as rooms,
      (${noShowsSql(scope)}) as no_shows`.execute(db);
  const { usage, requests, rooms, no_shows: noShows } = rows[0];
  const usageRows: UsageRow[] = usage.map(([by_start, room_id, piece, utc_week_minute, minutes, bookings, recurring, total_minutes]) => ({
    by_start,
    room_id,
    piece,
    utc_week_minute,
    minutes,
    bookings,
    recurring,
    total_minutes,
  }));
  return {
    usage: toConfirmedUsage(usageRows, pieces),
    requests,
    rooms: rooms.map(([id, room_name, block_id, block_name]) => ({ id, room_name, block_id, block_name })),
    noShows,
  };
}
