/**
 * Fair-use limits of a booking role (issue 15) as plain values both sides read: the bounds a
 * super_admin may set, the defaults, and the words of a refusal. Administrators have no limits.
 */

/** The roles whose bookings wait for approval; each has one policy row (migration 0011). */
export const POLICY_ROLES = ['rb_faculty', 'rb_clubs'] as const;
export type PolicyRole = (typeof POLICY_ROLES)[number];

export interface BookingPolicyValues {
  max_pending: number;
  max_hours_per_week: number;
  max_days_ahead: number;
}

/** The defaults of a role (and of a booker whose roles have no row). */
export const DEFAULT_BOOKING_POLICY: BookingPolicyValues = { max_pending: 10, max_hours_per_week: 20, max_days_ahead: 180 };

/** What a super_admin may set (the table's check constraints hold the same bounds). */
export const POLICY_BOUNDS = {
  max_pending: { min: 0, max: 1000 },
  max_hours_per_week: { min: 0, max: 168 },
  max_days_ahead: { min: 1, max: 730 },
} as const satisfies Record<keyof BookingPolicyValues, { min: number; max: number }>;

export const POLICY_LABELS: Record<keyof BookingPolicyValues, string> = {
  max_pending: 'Pending requests at once',
  max_hours_per_week: 'Booked hours per week',
  max_days_ahead: 'Days ahead',
};

/** A booker's days-ahead limit and the last campus day (YYYY-MM-DD) it lets a booking start on. */
export interface DaysAhead {
  max_days_ahead: number;
  last_date: string;
}

/** The limit as it stands on campus date `today` (YYYY-MM-DD): the last day is `today` plus that many days. */
export function daysAheadFrom(today: string, maxDaysAhead: number): DaysAhead {
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + maxDaysAhead * 86_400_000);
  return { max_days_ahead: maxDaysAhead, last_date: last.toISOString().slice(0, 10) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** 18.5 → "18.5", 20 → "20". */
const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** Refusals of the policy; each names the limit. */
export const POLICY_MESSAGES = {
  pending: (limit: number) => `You already have ${plural(limit, 'pending request')}; wait for a decision or cancel one.`,
  pendingSeries: (held: number, adding: number, limit: number) =>
    `You may hold at most ${plural(limit, 'pending request')}; you have ${held} and this would add ${adding}.`,
  hoursPerWeek: (limit: number, week: string, bookedMinutes: number) =>
    `You can book at most ${limit} hours per week; the week of ${week} would have ${hours(bookedMinutes)} hours booked.`,
  daysAhead: (limit: number) => `You can book at most ${plural(limit, 'day')} ahead.`,
  updated: 'Booking policy saved',
} as const;

/**
 * The days-ahead rule: the refusal of a booking (or a free-room search) starting on campus
 * date `date` (YYYY-MM-DD) under the limit, or null when the limit allows it.
 */
export function daysAheadRefusal(date: string, limit: DaysAhead): string | null {
  return date > limit.last_date ? POLICY_MESSAGES.daysAhead(limit.max_days_ahead) : null;
}
