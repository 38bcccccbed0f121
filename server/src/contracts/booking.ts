import { Type, type Static } from '@sinclair/typebox';
import { ClosedSlot, OverrideClosure } from './blackouts';
import { BookerId } from './bookers';
import { BookingStatus, MultiLineText } from './common';

export { BookingStatus };

/** ISO-8601 date-time with an offset, e.g. 2026-03-05T10:00:00+05:30. */
export const IsoDateTime = Type.String({ minLength: 16, maxLength: 40 });
/** A calendar date, YYYY-MM-DD. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A room as Book a Room lists it (GET /api/faculty/getrooms). */
export const Room = Type.Object({
  id: Type.Integer(),
  room_name: Type.String(),
  block_id: Type.Integer(),
  block_name: Type.String(),
  capacity: Type.Union([Type.Integer(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  features: Type.Array(Type.String()),
  access: Type.Array(Type.String()),
});
export type Room = Static<typeof Room>;
export const RoomsResponse = Type.Object({ rooms: Type.Array(Room) });

/**
 * GET /api/faculty/free-rooms: rooms free for the whole of start–end (campus HH:mm) on a
 * date, holding at least `capacity`, with every one of `features` (repeat the parameter),
 * optionally in one block.
 */
export const FreeRoomsQuery = Type.Object(
  {
    date: IsoDate,
    start: Type.String({ maxLength: 5 }),
    end: Type.String({ maxLength: 5 }),
    capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    features: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 })),
    block_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { additionalProperties: false },
);
export type FreeRoomsQuery = Static<typeof FreeRoomsQuery>;

/** A room the search would list but a closure (blackout) takes for some of the time, with that closure's reason. */
export const ClosedRoom = Type.Composite([Room, Type.Object({ closure: Type.Object({ reason: Type.String() }) })]);
export type ClosedRoom = Static<typeof ClosedRoom>;

/**
 * The free rooms, best fit first, with the interval as booking takes it; then the rooms
 * matching the search that are closed for some of it (in the same order), which take no booking.
 */
export const FreeRoomsResponse = Type.Object({
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  rooms: Type.Array(Room),
  closed: Type.Array(ClosedRoom),
});
export type FreeRoomsResponse = Static<typeof FreeRoomsResponse>;

/** POST /api/faculty/getbookedslots: at most 62 days, at most 50 rooms. */
export const BookedSlotsBody = Type.Object(
  {
    room_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 50 }),
    start_date: IsoDate,
    end_date: IsoDate,
  },
  { additionalProperties: false },
);
export type BookedSlotsBody = Static<typeof BookedSlotsBody>;

/** A pending or confirmed booking shown as booked on the timeline. */
export const BookedSlot = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  purpose: Type.String(),
  name: Type.String(),
  email: Type.String(),
  status: BookingStatus,
});
export type BookedSlot = Static<typeof BookedSlot>;
/** The booked slots, and the closures over the rooms in the window (issue 15), each with its reason. */
export const BookedSlotsResponse = Type.Object({ slots: Type.Array(BookedSlot), closures: Type.Optional(Type.Array(ClosedSlot)) });

/** POST /api/faculty/bookroom. */
export const BookRoomBody = Type.Object(
  {
    room_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    purpose: MultiLineText({ maxLength: 2000 }),
    override_closure: OverrideClosure,
    booker_id: BookerId,
  },
  { additionalProperties: false },
);
export type BookRoomBody = Static<typeof BookRoomBody>;

/** A booking in My Bookings (and, with the admin fields, in Manage Bookings). */
export const Booking = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  /** The room's name (SPEC.md §3 calls the field rooms). */
  rooms: Type.String(),
  purpose: Type.String(),
  start_time: IsoDateTime,
  end_time: IsoDateTime,
  status: BookingStatus,
  recurring_booking_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The approver's reason with their decision, if they gave one (null otherwise). */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Issue 32: the room requires check-in, and when this booking was checked in (null until then). */
  check_in_required: Type.Optional(Type.Boolean()),
  checked_in_at: Type.Optional(Type.Union([IsoDateTime, Type.Null()])),
});
export type Booking = Static<typeof Booking>;

/** POST /api/bookings/{id}/check-in. */
export const CheckInResponse = Type.Object({ message: Type.String(), booking: Booking });
export type CheckInResponse = Static<typeof CheckInResponse>;

export const BookRoomResponse = Type.Object({ message: Type.String(), booking: Booking });
export type BookRoomResponse = Static<typeof BookRoomResponse>;
export const MyBookingsResponse = Type.Object({ bookings: Type.Array(Booking) });
export type MyBookingsResponse = Static<typeof MyBookingsResponse>;

/**
 * PUT /api/faculty/bookings/{id} (and the admin and series variants). SPEC.md sends
 * "approved" for the confirmed state; it is accepted as input and stored as confirmed.
 */
export const UpdateBookingBody = Type.Object(
  {
    purpose: MultiLineText({ maxLength: 2000 }),
    start_time: IsoDateTime,
    end_time: IsoDateTime,
    // What a booking only comes to (released, expired) is refused by the edit with its reason (settableStatuses).
    status: Type.Optional(Type.Union([BookingStatus, Type.Literal('approved')])),
    override_closure: OverrideClosure,
  },
  { additionalProperties: false },
);
export type UpdateBookingBody = Static<typeof UpdateBookingBody>;
export const UpdateBookingResponse = Type.Object({ message: Type.String(), booking: Booking });

/** A clash answer (409): the booking already holding the time. */
export const ClashResponse = Type.Object({
  message: Type.String(),
  clash: Type.Optional(Type.Object({ start_time: IsoDateTime, end_time: IsoDateTime, purpose: Type.String() })),
});

/** DELETE /api/faculty/bookings/{id}: the booking is kept and marked cancelled (docs/decisions/0026-deleting-own-bookings.md). */
export const DeleteBookingResponse = Type.Object({ message: Type.String(), booking: Booking });
export type DeleteBookingResponse = Static<typeof DeleteBookingResponse>;
export type UpdateBookingResponse = Static<typeof UpdateBookingResponse>;
export type ClashResponse = Static<typeof ClashResponse>;
export type RoomsResponse = Static<typeof RoomsResponse>;
export type BookedSlotsResponse = Static<typeof BookedSlotsResponse>;
