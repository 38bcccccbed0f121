import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './booking';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** GET /api/stats/usage: a period of campus days (both ends included), optionally one block or one room. */
export const UsageQuery = Type.Object(
  { from: IsoDate, to: IsoDate, block_id: Type.Optional(Id), room_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type UsageQuery = Static<typeof UsageQuery>;

/** Confirmed hours against bookable hours (09:00–23:00 each day of the period); occupancy is their ratio, 0–1. */
const Occupancy = {
  booked_hours: Type.Number({ minimum: 0 }),
  bookable_hours: Type.Number({ minimum: 0 }),
  occupancy: Type.Number({ minimum: 0 }),
};

/**
 * One room's bar: only what differs from room to room (a year of a 1,000-room campus is
 * 1,000 of them). Its block's name is in `blocks` under its `block_id`; its type (its name
 * without the room's number, docs/decisions/0070-statistics-figures.md) is counted in `room_types`; its bookable
 * hours are every room's: `period.days` × 14.
 */
export const RoomUsage = Type.Object({
  room_id: Type.Integer(),
  room_name: Type.String(),
  block_id: Type.Integer(),
  booked_hours: Type.Number({ minimum: 0 }),
  occupancy: Type.Number({ minimum: 0 }),
});
export type RoomUsage = Static<typeof RoomUsage>;

export const BlockUsage = Type.Object({ block_id: Type.Integer(), block_name: Type.String(), rooms: Type.Integer(), ...Occupancy });
export type BlockUsage = Static<typeof BlockUsage>;

export const RoomTypeUsage = Type.Object({ room_type: Type.String(), rooms: Type.Integer(), ...Occupancy });
export type RoomTypeUsage = Static<typeof RoomTypeUsage>;

/** One cell of the weekday × hour heat map: weekday 1 (Monday) to 7 (Sunday), hour 9 (09:00–10:00) to 22. */
export const HeatCell = Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), hour: Type.Integer(), ...Occupancy });
export type HeatCell = Static<typeof HeatCell>;

/** Requests made in the period and what became of them (docs/decisions/0070-statistics-figures.md). */
export const RequestFigures = Type.Object({
  made: Type.Integer({ minimum: 0 }),
  approved: Type.Integer({ minimum: 0 }),
  declined: Type.Integer({ minimum: 0 }),
  cancelled: Type.Integer({ minimum: 0 }),
  pending: Type.Integer({ minimum: 0 }),
  /** Median minutes from request to decision over the decided ones; null when none was decided. */
  median_decision_minutes: Type.Union([Type.Number(), Type.Null()]),
});
export type RequestFigures = Static<typeof RequestFigures>;

/** Issue 32: bookings released because nobody checked in, in the period (by start). */
export const NoShows = Type.Object({
  bookings: Type.Integer({ minimum: 0 }),
  /** Rooms with a no-show, most first. */
  rooms: Type.Array(Type.Object({ room_id: Type.Integer(), room_name: Type.String(), no_shows: Type.Integer({ minimum: 1 }) })),
  /** Bookers with a no-show, most first (at most 50; own statistics: only the user). */
  people: Type.Array(Type.Object({ user_id: Type.Integer(), name: Type.String(), no_shows: Type.Integer({ minimum: 1 }) }), {
    maxItems: 50,
  }),
});
export type NoShows = Static<typeof NoShows>;

export const UsageStats = Type.Object({
  /** campus: every booking (administrators); own: the signed-in user's bookings only. */
  scope: Type.Union([Type.Literal('campus'), Type.Literal('own')]),
  period: Type.Object({ from: IsoDate, to: IsoDate, days: Type.Integer({ minimum: 1 }) }),
  totals: Type.Object({ rooms: Type.Integer(), bookings: Type.Integer(), ...Occupancy }),
  /** Every room in scope, busiest first. */
  rooms: Type.Array(RoomUsage),
  /** Every block with a room in `rooms`: the rooms' block names are read here. */
  blocks: Type.Array(BlockUsage),
  room_types: Type.Array(RoomTypeUsage),
  /** 7 weekdays × 14 hours, Monday 09:00 first. */
  heatmap: Type.Array(HeatCell),
  busiest: Type.Array(RoomUsage, { maxItems: 10 }),
  idlest: Type.Array(RoomUsage, { maxItems: 10 }),
  requests: RequestFigures,
  /** Confirmed bookings of the period that belong to a weekly series, and their share of all confirmed ones (null when none). */
  recurring: Type.Object({ bookings: Type.Integer(), share: Type.Union([Type.Number(), Type.Null()]) }),
  no_shows: NoShows,
});
export type UsageStats = Static<typeof UsageStats>;
