import { Type, type Static } from '@sinclair/typebox';
import { BookingStatus, IsoDate, IsoDateTime } from './booking';
import { PageMeta } from './common';
import { SCHEDULE_LIMITS } from './limits';

export { SCHEDULE_LIMITS };

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/**
 * GET /api/schedule (DESIGN.md §10, "The day grid"): the rooms the caller may book
 * (administrators: all), ordered by block then name and paged, with their live bookings and
 * the closures over them from `date` 00:00 campus time for `days` days. `features` repeats
 * (a room must have every one). An unknown block gives an empty page, not an error.
 */
export const ScheduleQuery = Type.Object(
  {
    date: IsoDate,
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: SCHEDULE_LIMITS.maxDays, default: 1 })),
    block_id: Type.Optional(Id),
    min_capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    features: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SCHEDULE_LIMITS.maxLimit, default: SCHEDULE_LIMITS.defaultLimit })),
  },
  { additionalProperties: false },
);
export type ScheduleQuery = Static<typeof ScheduleQuery>;

/** A row of the grid. */
export const ScheduleRoom = Type.Object({
  id: Type.Integer(),
  room_name: Type.String(),
  block_id: Type.Integer(),
  block_name: Type.String(),
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  features: Type.Array(Type.String()),
});
export type ScheduleRoom = Static<typeof ScheduleRoom>;

/** A live (pending or confirmed) booking in one of the page's rooms overlapping the window. */
export const ScheduleBooking = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  status: BookingStatus,
  purpose: Type.String(),
  /** Who booked it, as the timeline's tooltip shows (same privacy as getbookedslots). */
  name: Type.String(),
  email: Type.String(),
});
export type ScheduleBooking = Static<typeof ScheduleBooking>;

/**
 * A closure overlapping the window that covers some of the page's rooms: room_id set for a
 * room closure, block_id for a block closure, both null for the whole campus.
 */
export const ScheduleClosure = Type.Object({
  room_id: Type.Union([Type.Integer(), Type.Null()]),
  block_id: Type.Union([Type.Integer(), Type.Null()]),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  reason: Type.String(),
});
export type ScheduleClosure = Static<typeof ScheduleClosure>;

export const ScheduleResponse = Type.Object({
  rooms: Type.Array(ScheduleRoom),
  bookings: Type.Array(ScheduleBooking),
  closures: Type.Array(ScheduleClosure),
  meta: PageMeta,
});
export type ScheduleResponse = Static<typeof ScheduleResponse>;
