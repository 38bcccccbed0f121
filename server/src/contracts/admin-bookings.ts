import { Type, type Static } from '@sinclair/typebox';
import { Booking, BookingStatus } from './booking';
import { PageMeta } from './common';
import { ADMIN_BOOKING_DEFAULT_LIMIT, ADMIN_BOOKING_PAGE_SIZES } from './limits';

/** SPEC.md §9: what the Manage Bookings screen offers. */
export { ADMIN_BOOKING_DEFAULT_LIMIT, ADMIN_BOOKING_PAGE_SIZES };
export const ADMIN_BOOKING_MAX_LIMIT = 100;
export const ADMIN_BOOKING_SORTS = ['date-desc', 'date-asc', 'room', 'status', 'faculty'] as const;
export const ADMIN_BOOKING_KINDS = ['all', 'normal', 'recurring-parent', 'recurring-child'] as const;
export const ADMIN_BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export const ADMIN_BOOKING_SEARCH_MAX = 200;

export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export type AdminBookingKindFilter = (typeof ADMIN_BOOKING_KINDS)[number];

/** A booking's place in its series: the earliest booking of a series is its parent (SPEC.md §4). */
export const AdminBookingKind = Type.Union([Type.Literal('normal'), Type.Literal('recurring-parent'), Type.Literal('recurring-child')]);
export type AdminBookingKind = Static<typeof AdminBookingKind>;

/** GET /api/admin/bookings query. Bad values answer 400; limit above 100 is refused, not clamped. */
export const AdminBookingsQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: ADMIN_BOOKING_MAX_LIMIT, default: ADMIN_BOOKING_DEFAULT_LIMIT }),
    search: Type.Optional(Type.String({ maxLength: ADMIN_BOOKING_SEARCH_MAX })),
    status: Type.Optional(Type.Union([BookingStatus, Type.Literal('')])),
    kind: Type.Optional(Type.Union([Type.Literal('all'), AdminBookingKind])),
    sort: Type.Optional(
      Type.Union([Type.Literal('date-desc'), Type.Literal('date-asc'), Type.Literal('room'), Type.Literal('status'), Type.Literal('faculty')]),
    ),
  },
  { additionalProperties: false },
);
export type AdminBookingsQuery = Static<typeof AdminBookingsQuery>;

/** A row of Manage Bookings: the booking plus its booker and its kind. */
export const AdminBooking = Type.Composite([
  Booking,
  Type.Object({ faculty_name: Type.String(), faculty_email: Type.String(), kind: AdminBookingKind }),
]);
export type AdminBooking = Static<typeof AdminBooking>;

export const AdminBookingsResponse = Type.Object({
  bookings: Type.Array(AdminBooking),
  meta: PageMeta,
  totalPages: Type.Integer(),
});
export type AdminBookingsResponse = Static<typeof AdminBookingsResponse>;

/** PUT and DELETE /api/admin/bookings/{id}: the booking as it now stands. */
export const AdminBookingChangeResponse = Type.Object({ message: Type.String(), booking: AdminBooking });
export type AdminBookingChangeResponse = Static<typeof AdminBookingChangeResponse>;
