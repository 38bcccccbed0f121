import { sql, type RawBuilder } from 'kysely';
import type { NoShows } from '../../contracts/stats';
import { scopeConditions, type ScopeRoom, type UsageScope } from './repository';

/** [room_id, user_id, booker's name, released bookings] of the scope's period, by start. */
export type NoShowRow = [number, number, string, number];

/**
 * Released bookings (issue 32) per room and booker, over the small partial index of
 * released bookings by start (migration 0040), as a JSON array of NoShowRow.
 */
export function noShowsSql(scope: UsageScope): RawBuilder<unknown> {
  return sql`
    select coalesce(json_agg(json_build_array(g.room_id, g.user_id, u.name, g.n)), '[]') from (
      select b.room_id, b.user_id, count(*)::int as n from bookings b
      where b.status = 'released' and b.start_time >= ${scope.from} and b.start_time < ${scope.to} and ${scopeConditions(scope)}
      group by b.room_id, b.user_id
    ) g join users u on u.id = g.user_id`;
}

const PEOPLE_SHOWN = 50;
const byCount =
  <T extends { no_shows: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.no_shows - a.no_shows || name(a).localeCompare(name(b));

/** The wire's no-shows: per room (named from the rooms in scope) and per person, most first. */
export function toNoShows(rows: readonly NoShowRow[], rooms: readonly ScopeRoom[]): NoShows {
  const roomName = new Map(rooms.map((r) => [r.id, r.room_name]));
  const perRoom = new Map<number, number>();
  const perPerson = new Map<number, { name: string; n: number }>();
  for (const [roomId, userId, name, n] of rows) {
    perRoom.set(roomId, (perRoom.get(roomId) ?? 0) + n);
    perPerson.set(userId, { name, n: (perPerson.get(userId)?.n ?? 0) + n });
  }
  return {
    bookings: rows.reduce((total, row) => total + row[3], 0),
    rooms: [...perRoom]
      .map(([room_id, no_shows]) => ({ room_id, room_name: roomName.get(room_id) ?? '', no_shows }))
      .sort(byCount((r) => r.room_name)),
    people: [...perPerson]
      .map(([user_id, { name, n }]) => ({ user_id, name, no_shows: n }))
      .sort(byCount((p) => p.name))
      .slice(0, PEOPLE_SHOWN),
  };
}
