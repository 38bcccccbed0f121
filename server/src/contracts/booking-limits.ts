/**
 * The numbers every booking obeys, as plain values and functions (no TypeBox) so the
 * client shows the same limits before it asks. Words are in booking-messages.ts, status
 * names in booking-rules.ts; the server's rules (modules/bookings/rules.ts) apply them.
 */

/** DESIGN.md §5 and SPEC.md §5, §9: the limits every booking obeys. */
export const BOOKING_LIMITS = {
  /** The quarter-hour grid of the timeline and of every start and end. */
  slotMinutes: 15,
  minMinutes: 15,
  maxMinutes: 8 * 60,
  /** 09:00 and 23:00 campus time: a day's first start and last end. */
  dayStartMinute: 9 * 60,
  dayEndMinute: 23 * 60,
  purposeMaxOnCreate: 200,
  purposeMinOnEdit: 5,
  purposeMaxOnEdit: 500,
  /** A single booking starts at most this many years ahead (a typo'd year should not hold a room in 2062). */
  horizonYears: 2,
  /** Book a Room asks for at most two months of days at once (its picker shows two). */
  slotRangeMaxDays: 62,
  /** An approver's reason for a decision. */
  reasonMax: 500,
  /** Issue 35: how long an approver may undo a decision; its mail waits as long (docs/decisions/0182). */
  undoSeconds: 10,
} as const;

/** Quarter hours in a campus day: 09:00–09:15 … 22:45–23:00. */
export const DAY_SLOT_COUNT = (BOOKING_LIMITS.dayEndMinute - BOOKING_LIMITS.dayStartMinute) / BOOKING_LIMITS.slotMinutes;

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes since midnight → "HH:mm" (540 → "09:00"). */
export const minutesToTime = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "HH:mm" → minutes since midnight ("09:30" → 570). */
export const timeToMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
