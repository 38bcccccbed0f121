import { Type, type Static } from '@sinclair/typebox';
import { OverrideClosure } from './blackouts';
import { BookerId } from './bookers';
import { MultiLineText } from './common';
import { IsoDate, UpdateBookingBody } from './booking';
import { RECURRING_LIMITS } from './recurring-dates';

export * from './recurring-dates';

/** One weekly pattern row; times are campus wall-clock HH:mm (checked by the server with clear messages). */
export const PatternRowSchema = Type.Object(
  {
    day_of_week: Type.Integer({ minimum: 0, maximum: 6 }),
    start_time: Type.String({ maxLength: 5 }),
    end_time: Type.String({ maxLength: 5 }),
  },
  { additionalProperties: false },
);

/** POST /api/faculty/bookroom/recurring (SPEC.md §3 "Recurring request"). */
export const RecurringBody = Type.Object(
  {
    rooms: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 1 }),
    purpose: MultiLineText({ maxLength: 2000 }),
    weekly_pattern: Type.Array(PatternRowSchema, { minItems: 1, maxItems: RECURRING_LIMITS.maxPatternRows }),
    start_date: IsoDate,
    end_date: IsoDate,
    /** Book the dates inside closures too (administrators only; audited). */
    override_closure: OverrideClosure,
    /** Issue 35: the series and its bookings are this person's (bookerOf, as in BookRoomBody). */
    booker_id: BookerId,
  },
  { additionalProperties: false },
);
export type RecurringBody = Static<typeof RecurringBody>;

/** SPEC.md §3 "Conflict item": one date of the series that clashes with stored bookings. */
export const ConflictItem = Type.Object({
  date: IsoDate,
  day_of_week: Type.Integer(),
  time_slot: Type.String(),
  conflicting_bookings: Type.Array(Type.Object({ user_name: Type.String(), purpose: Type.String() })),
});
export type ConflictItem = Static<typeof ConflictItem>;

/** SPEC.md §3 "Recurring response". */
export const RecurringResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  conflicts: Type.Array(ConflictItem),
  recurring_booking_id: Type.Integer(),
});
export type RecurringResponse = Static<typeof RecurringResponse>;

/** A 409 answer; when dates clash it lists them. */
export const RecurringConflictResponse = Type.Object({ message: Type.String(), conflicts: Type.Optional(Type.Array(ConflictItem)) });
export type RecurringConflictResponse = Static<typeof RecurringConflictResponse>;

/** POST /api/bookings/recurring/confirm. Dates are checked by the server (calendar-valid, in the series). */
export const ConfirmRecurringBody = Type.Object(
  {
    recurring_booking_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    skip_dates: Type.Array(Type.String({ maxLength: 40 }), { maxItems: RECURRING_LIMITS.maxSkipDates }),
    override_closure: OverrideClosure,
  },
  { additionalProperties: false },
);
export type ConfirmRecurringBody = Static<typeof ConfirmRecurringBody>;

/** PUT /api/faculty/bookings/recurring/{id}: the campus time of day of start/end applies to every upcoming date. */
export const UpdateSeriesBody = UpdateBookingBody;
export type UpdateSeriesBody = Static<typeof UpdateSeriesBody>;

/** Answer of the series edit and delete: how many upcoming bookings changed. */
export const SeriesChangeResponse = Type.Object({ message: Type.String(), count: Type.Integer() });
export type SeriesChangeResponse = Static<typeof SeriesChangeResponse>;
