import { Type, type Static } from '@sinclair/typebox';
import { Booking, BookingStatus } from './booking';
import { BULK_ACTIONS } from './bulk-actions';
import { MultiLineText, PageMeta } from './common';
import { ADMIN_BOOKING_DEFAULT_LIMIT, ADMIN_BOOKING_PAGE_SIZES } from './limits';

/** SPEC.md §9: what the Manage Bookings screen offers. */
export { ADMIN_BOOKING_DEFAULT_LIMIT, ADMIN_BOOKING_PAGE_SIZES };
export const ADMIN_BOOKING_MAX_LIMIT = 100;
export const ADMIN_BOOKING_SORTS = ['date-desc', 'date-asc', 'room', 'status', 'faculty'] as const;
export const ADMIN_BOOKING_KINDS = ['all', 'normal', 'recurring-parent', 'recurring-child'] as const;
export const ADMIN_BOOKING_SEARCH_MAX = 200;

export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export type AdminBookingKindFilter = (typeof ADMIN_BOOKING_KINDS)[number];

/** A booking's place in its series: the earliest booking of a series is its parent (SPEC.md §4). */
export const AdminBookingKind = Type.Union([Type.Literal('normal'), Type.Literal('recurring-parent'), Type.Literal('recurring-child')]);
export type AdminBookingKind = Static<typeof AdminBookingKind>;

/** The list's filters and order: the same parameters for the list, its CSV export and bulk actions. */
const listFilters = {
  search: Type.Optional(Type.String({ maxLength: ADMIN_BOOKING_SEARCH_MAX })),
  // "completed": confirmed and ended, as the badge says; "confirmed" alone is not ended yet (issue 35).
  status: Type.Optional(Type.Union([BookingStatus, Type.Literal('completed'), Type.Literal('')])),
  kind: Type.Optional(Type.Union([Type.Literal('all'), AdminBookingKind])),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('date-desc'),
      Type.Literal('date-asc'),
      Type.Literal('room'),
      Type.Literal('status'),
      Type.Literal('faculty'),
    ]),
  ),
};

/** GET /api/admin/bookings query. Bad values answer 400; limit above 100 is refused, not clamped. */
export const AdminBookingsQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: ADMIN_BOOKING_MAX_LIMIT, default: ADMIN_BOOKING_DEFAULT_LIMIT }),
    ...listFilters,
  },
  { additionalProperties: false },
);
export type AdminBookingsQuery = Static<typeof AdminBookingsQuery>;

/** GET /api/admin/bookings/export.csv: every booking the list's filters match, in its order. */
export const AdminBookingsExportQuery = Type.Object(listFilters, { additionalProperties: false });
export type AdminBookingsExportQuery = Static<typeof AdminBookingsExportQuery>;

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
  /**
   * True when meta.total is an estimate: more than 10,000 matches are not counted
   * (docs/decisions/0049-manage-bookings-totals-at-scale.md).
   */
  total_estimated: Type.Boolean(),
});
export type AdminBookingsResponse = Static<typeof AdminBookingsResponse>;

/** PUT and DELETE /api/admin/bookings/{id}: the booking as it now stands. */
export const AdminBookingChangeResponse = Type.Object({ message: Type.String(), booking: AdminBooking });
export type AdminBookingChangeResponse = Static<typeof AdminBookingChangeResponse>;

/** POST /api/admin/bookings/bulk: the bookings named (ids) or the list's filter, and what to do with them. */
export const AdminBookingsBulkBody = Type.Object(
  {
    // The schema's bound only caps the body; above BULK_ACTION_MAX the route answers its own 400.
    ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 100_000 })),
    filter: Type.Optional(
      Type.Object({ search: listFilters.search, status: listFilters.status, kind: listFilters.kind }, { additionalProperties: false }),
    ),
    action: Type.Union(BULK_ACTIONS.map((a) => Type.Literal(a))),
    reason: Type.Optional(MultiLineText({ maxLength: 2000 })),
    dry_run: Type.Optional(Type.Boolean()),
    /** Approve over closures (administrators; each override audited). */
    override_closure: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminBookingsBulkBody = Static<typeof AdminBookingsBulkBody>;

export const AdminBookingsBulkResponse = Type.Object({
  message: Type.String(),
  dry_run: Type.Boolean(),
  /** How many bookings the selection held. */
  selected: Type.Integer(),
  /** How many were changed (a dry run: would be). */
  changed: Type.Integer(),
  /** Each skipped booking and why (keys of BULK_SKIP_REASONS), with the single action's words when they say more ("Room closed: Exams"). */
  skipped: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String(), message: Type.Optional(Type.String()) })),
});
export type AdminBookingsBulkResponse = Static<typeof AdminBookingsBulkResponse>;
