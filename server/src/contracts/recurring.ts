import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, UpdateBookingBody } from './booking';

/** DESIGN.md §5: a series spans at most one year and holds at most 500 bookings. */
export const RECURRING_LIMITS = { maxSpanDays: 366, maxOccurrences: 500, maxPatternRows: 50, maxSkipDates: 500 } as const;

/** Sunday is 0 (SPEC.md §3). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One weekly pattern row; times are campus wall-clock HH:mm (checked by the server with clear messages). */
export const PatternRow = Type.Object(
  {
    day_of_week: Type.Integer({ minimum: 0, maximum: 6 }),
    start_time: Type.String({ maxLength: 5 }),
    end_time: Type.String({ maxLength: 5 }),
  },
  { additionalProperties: false },
);
export type PatternRow = Static<typeof PatternRow>;

/** POST /api/faculty/bookroom/recurring (SPEC.md §3 "Recurring request"). */
export const RecurringBody = Type.Object(
  {
    rooms: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 1 }),
    purpose: Type.String({ maxLength: 2000 }),
    weekly_pattern: Type.Array(PatternRow, { minItems: 1, maxItems: RECURRING_LIMITS.maxPatternRows }),
    start_date: IsoDate,
    end_date: IsoDate,
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

/** An occurrence date of a pattern row, before campus times are attached. */
export interface PatternDate {
  date: string;
  row: PatternRow;
}

const DAY_MS = 86_400_000;
const toUtcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** Whole days from start to end (YYYY-MM-DD each); negative when end is earlier. */
export function daysBetween(start: string, end: string): number {
  return Math.round((toUtcDay(end) - toUtcDay(start)) / DAY_MS);
}

/**
 * Every (date, row) of a weekly pattern over start..end inclusive, in date order then
 * row order. Pure calendar arithmetic (no time zones), shared by the server's expansion
 * and the form's summary.
 */
export function patternDates(pattern: readonly PatternRow[], start: string, end: string): PatternDate[] {
  const out: PatternDate[] = [];
  const last = toUtcDay(end);
  for (let t = toUtcDay(start); t <= last; t += DAY_MS) {
    const day = new Date(t).getUTCDay();
    const date = new Date(t).toISOString().slice(0, 10);
    for (const row of pattern) if (row.day_of_week === day) out.push({ date, row });
  }
  return out;
}
