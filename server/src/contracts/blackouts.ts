import { Type, type Static } from '@sinclair/typebox';

/**
 * Blackout periods ("Closures", issue 15): a time range over the whole campus, one block or
 * chosen rooms, with a reason. Shared by client and server: schemas and messages only.
 */

export const BLACKOUT_SCOPES = ['campus', 'block', 'rooms'] as const;
export type BlackoutScope = (typeof BLACKOUT_SCOPES)[number];

export const BLACKOUT_LIMITS = {
  reasonMax: 200,
  roomsMax: 200,
  /** The longest closure: two years, as far ahead as anyone may book. */
  maxDays: 731,
} as const;

export const CLOSURE_MESSAGES = {
  /** The refusal of every booking write inside a closure; the timeline and conflict review say the same. */
  closed: (reason: string) => `Room closed: ${reason}`,
  closedLabel: 'Room closed',
  created: 'Closure created',
  deleted: 'Closure deleted',
  notFound: 'Closure not found',
  overrideForbidden: 'Only administrators can book over a closure.',
  badTime: (field: string) => `${field} must be a date and time with its offset, e.g. 2026-11-09T00:00:00+05:30`,
  inverted: 'The closure must end after it starts.',
  tooLong: `A closure can last at most ${BLACKOUT_LIMITS.maxDays} days.`,
  ended: 'The closure must end in the future.',
  reasonEmpty: 'Please give a reason for the closure.',
  reasonTooLong: `The reason can be at most ${BLACKOUT_LIMITS.reasonMax} characters.`,
  scopeBlock: 'Choose the block to close.',
  scopeRooms: 'Choose at least one room to close.',
  scopeExtra: (scope: BlackoutScope) =>
    scope === 'campus'
      ? 'A campus-wide closure names no block or rooms.'
      : scope === 'block'
        ? 'A block closure names no rooms.'
        : 'A rooms closure names no block.',
  unknownBlock: (id: number) => `Unknown block id: ${id}`,
  unknownRooms: (ids: readonly number[]) => `Unknown room ${ids.length === 1 ? 'id' : 'ids'}: ${ids.join(', ')}`,
  overlaps: (reason: string, range: string) => `This overlaps the closure "${reason}" (${range}) for the same rooms.`,
  cancelled: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'} cancelled.`,
} as const;

const IsoDateTime = Type.String({ minLength: 16, maxLength: 40 });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** POST /api/admin/blackouts. The scope's own field is required; the others are refused. */
export const BlackoutBody = Type.Object(
  {
    starts_at: IsoDateTime,
    ends_at: IsoDateTime,
    scope: Type.Unsafe<BlackoutScope>({ type: 'string', enum: [...BLACKOUT_SCOPES] }),
    block_id: Type.Optional(Id),
    room_ids: Type.Optional(Type.Array(Id, { maxItems: BLACKOUT_LIMITS.roomsMax })),
    // Longer than the limit on purpose, so the answer is our message, not the schema's.
    reason: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type BlackoutBody = Static<typeof BlackoutBody>;

export const Blackout = Type.Object({
  id: Type.Integer(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  scope: Type.Unsafe<BlackoutScope>({ type: 'string', enum: [...BLACKOUT_SCOPES] }),
  block_id: Type.Union([Type.Integer(), Type.Null()]),
  block_name: Type.Union([Type.String(), Type.Null()]),
  rooms: Type.Array(Type.Object({ id: Type.Integer(), room_name: Type.String() })),
  reason: Type.String(),
  created_by: Type.Union([Type.String(), Type.Null()]),
  /** Live bookings that have not ended and lie inside the closure (to cancel or keep). */
  affected_count: Type.Integer(),
});
export type Blackout = Static<typeof Blackout>;

export const BlackoutsResponse = Type.Object({ blackouts: Type.Array(Blackout) });
export type BlackoutsResponse = Static<typeof BlackoutsResponse>;

/** A live booking inside a closure, as the administrator reviews it. */
export const AffectedBooking = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  room_name: Type.String(),
  user_name: Type.String(),
  user_email: Type.String(),
  purpose: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  status: Type.String(),
});
export type AffectedBooking = Static<typeof AffectedBooking>;

export const AffectedBookingsResponse = Type.Object({ bookings: Type.Array(AffectedBooking) });
export type AffectedBookingsResponse = Static<typeof AffectedBookingsResponse>;

/** The create answer lists the bookings already inside the new closure. */
export const BlackoutCreatedResponse = Type.Object({ message: Type.String(), blackout: Blackout, affected: Type.Array(AffectedBooking) });
export type BlackoutCreatedResponse = Static<typeof BlackoutCreatedResponse>;

export const CancelAffectedResponse = Type.Object({ message: Type.String(), cancelled: Type.Integer() });
export type CancelAffectedResponse = Static<typeof CancelAffectedResponse>;

/** A closure over the rooms asked about, as the Book a Room timeline draws it. */
export const ClosedSlot = Type.Object({
  room_id: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  reason: Type.String(),
});
export type ClosedSlot = Static<typeof ClosedSlot>;

/** The administrators' flag to book, move, confirm or approve over a closure (audited). */
export const OverrideClosure = Type.Optional(Type.Boolean());
