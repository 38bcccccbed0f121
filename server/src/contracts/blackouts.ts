import { Type, type Static } from '@sinclair/typebox';
import { BookingStatus } from './common';
import { BLACKOUT_LIMITS, BLACKOUT_SCOPES, type BlackoutScope } from './closure-rules';

export { BLACKOUT_LIMITS, BLACKOUT_SCOPES, CLOSURE_MESSAGES, closureReasonViolation, type BlackoutScope } from './closure-rules';

/** Blackout periods ("Closures", issue 15): the wire schemas; the rules and words are in closure-rules.ts. */

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
  status: BookingStatus,
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
