import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';
import { BOOKING_STATUSES, type StoredBookingStatus } from './booking-status';

/** GET /api/stats: the signed-in user's booking counts (docs/decisions/0031-overview.md). */
export const Stats = Type.Object({
  /**
   * Issue 35: what the counts are of: "own" — the user's bookings, as My Bookings lists them;
   * "campus" — every booking, for those who manage bookings ("Total bookings across all rooms").
   */
  scope: Type.Union([Type.Literal('own'), Type.Literal('campus')]),
  /** Every booking of the scope in every status (but those their booker deleted), past and future. */
  total: Type.Integer({ minimum: 0 }),
  /** Pending or confirmed bookings of the scope that start after now. */
  upcoming: Type.Integer({ minimum: 0 }),
  /** Room requests waiting for a decision; only for those who decide them (rb_dean, super_admin). */
  pendingRoomRequests: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Guest-house requests waiting for a decision; only for those who decide them (igh, super_admin). */
  pendingGuestHouseRequests: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Stats = Static<typeof Stats>;

/** A past booking's status: a stored one, but a confirmed booking that has ended is `completed` (DESIGN.md §5). */
const PAST_BOOKING_STATUSES = [
  'completed',
  ...BOOKING_STATUSES.filter((status): status is Exclude<StoredBookingStatus, 'confirmed'> => status !== 'confirmed'),
] as const;
export const PastBookingStatus = Type.Union(PAST_BOOKING_STATUSES.map((status) => Type.Literal(status)));
export type PastBookingStatus = Static<typeof PastBookingStatus>;

export const PastBooking = Type.Object({
  id: Type.Integer(),
  /** The room's name (SPEC.md §3 calls the field rooms). */
  rooms: Type.String(),
  purpose: Type.String(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  status: PastBookingStatus,
});
export type PastBooking = Static<typeof PastBooking>;

/** The most recent past bookings the API returns at most. */
export const PAST_BOOKINGS_LIMIT = 50;

/** GET /api/faculty/pastbookings: bookings that have ended, newest first. */
export const PastBookingsResponse = Type.Object({ bookings: Type.Array(PastBooking, { maxItems: PAST_BOOKINGS_LIMIT }) });
export type PastBookingsResponse = Static<typeof PastBookingsResponse>;
