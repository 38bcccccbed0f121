import { sql } from 'kysely';
import {
  daysAheadFrom,
  daysAheadRefusal,
  DEFAULT_BOOKING_POLICY,
  POLICY_MESSAGES,
  type BookingPolicyValues,
  type DaysAhead,
} from '../../contracts/booking-policy';
import { bookingIsAutoConfirmed } from '../../contracts/roles';
import { dayText } from '../../contracts/campus-format';
import { badRequest, conflict } from '../../shared/errors';
import { campusDate, campusDayRange, dayjs } from '../../shared/time';
import { liveLiterals, type Range } from './clash';
import type { Db } from './records';

/** Namespace of the per-user locks (the room locks use 7_301; room-lock.ts). */
const USER_LOCK_NAMESPACE = 7_302;

export interface PolicyCheck {
  /** Whose limits: the booker (the series' owner, the booking's owner). */
  owner: { id: number; access: readonly string[] };
  /** Live bookings the write adds or moves (an edit that keeps its times passes none). */
  ranges: readonly Range[];
  /** How many more pending requests the owner holds after the write. */
  pendingAdded: number;
  /** Bookings the write replaces (an edit), which do not count against themselves. */
  excludeIds?: readonly number[];
  tz: string;
  now: Date;
}

/**
 * The booking policy of issue 15, checked inside the room transaction: first the owner's
 * lock (always after the room lock, so two writers never wait on each other in opposite
 * order), then the counts. Writers for one user queue on that lock and each counts what
 * the previous one committed, so concurrent requests at the limit leave the user at it.
 * Administrators (and bookers acting as one) have no limits.
 */
export async function enforceBookingPolicy(db: Db, check: PolicyCheck): Promise<void> {
  const { owner, ranges, tz, now } = check;
  if (bookingIsAutoConfirmed(owner.access) || (ranges.length === 0 && check.pendingAdded === 0)) return;
  await sql`select pg_advisory_xact_lock(${USER_LOCK_NAMESPACE}::int, ${owner.id}::int)`.execute(db);
  const policy = await policyOf(db, owner.access);
  const excluded = [...(check.excludeIds ?? [])];

  assertWithinDaysAhead(daysAheadFrom(campusDate(now, tz), policy.max_days_ahead), ranges, tz);

  if (check.pendingAdded > 0) {
    const held = await pendingHeld(db, owner.id, now, excluded);
    if (held >= policy.max_pending) throw conflict(POLICY_MESSAGES.pending(policy.max_pending));
    if (held + check.pendingAdded > policy.max_pending) {
      throw conflict(POLICY_MESSAGES.pendingSeries(held, check.pendingAdded, policy.max_pending));
    }
  }

  const weeks = campusWeeks(ranges, tz);
  if (weeks.length === 0) return;
  const booked = await minutesBookedPerWeek(db, owner.id, weeks, excluded);
  weeks.forEach((week, i) => {
    const total = booked[i] + week.addedMinutes;
    if (total > policy.max_hours_per_week * 60) throw conflict(POLICY_MESSAGES.hoursPerWeek(policy.max_hours_per_week, week.label, total));
  });
}

/**
 * The days-ahead limit of a booker with these roles (their policy, read without a lock, for
 * searches and screens); null for those the policy does not limit (administrators).
 */
export async function daysAheadLimit(db: Db, access: readonly string[], tz: string, now: Date): Promise<DaysAhead | null> {
  if (bookingIsAutoConfirmed(access)) return null;
  return daysAheadFrom(campusDate(now, tz), (await policyOf(db, access)).max_days_ahead);
}

/** The policy's days-ahead rule: a start after the limit's last campus day is refused (400) in the policy's words. */
export function assertWithinDaysAhead(limit: DaysAhead, ranges: readonly Pick<Range, 'start'>[], tz: string): void {
  for (const range of ranges) {
    const refusal = daysAheadRefusal(campusDate(range.start, tz), limit);
    if (refusal) throw badRequest(refusal);
  }
}

/** The most generous limits among the booker's roles that have a policy; the defaults when none has. */
export async function policyOf(db: Db, access: readonly string[]): Promise<BookingPolicyValues> {
  const rows = access.length
    ? await db
        .selectFrom('booking_policies')
        .select(['max_pending', 'max_hours_per_week', 'max_days_ahead'])
        .where('role', 'in', [...access])
        .execute()
    : [];
  if (rows.length === 0) return DEFAULT_BOOKING_POLICY;
  return {
    max_pending: Math.max(...rows.map((r) => r.max_pending)),
    max_hours_per_week: Math.max(...rows.map((r) => r.max_hours_per_week)),
    max_days_ahead: Math.max(...rows.map((r) => r.max_days_ahead)),
  };
}

/** Pending requests the user holds that have not ended yet. */
async function pendingHeld(db: Db, userId: number, now: Date, excluded: number[]): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('end_time', '>', now)
    .where(sql<boolean>`not (id = any(${excluded}::int[]))`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface CampusWeek {
  start: Date;
  end: Date;
  /** Its Monday, e.g. "Mon, Mar 2, 2026". */
  label: string;
  addedMinutes: number;
}

/** The campus weeks (Monday to Sunday) the ranges fall in, with the minutes they add to each. */
function campusWeeks(ranges: readonly Range[], tz: string): CampusWeek[] {
  const weeks = new Map<string, CampusWeek>();
  for (const range of ranges) {
    const day = dayjs.utc(campusDate(range.start, tz));
    const monday = day.subtract((day.day() + 6) % 7, 'day');
    const key = monday.format('YYYY-MM-DD');
    const week = weeks.get(key) ?? {
      start: campusDayRange(key, tz).start,
      end: campusDayRange(monday.add(7, 'day').format('YYYY-MM-DD'), tz).start,
      label: dayText(key),
      addedMinutes: 0,
    };
    week.addedMinutes += (range.end.getTime() - range.start.getTime()) / 60_000;
    weeks.set(key, week);
  }
  return [...weeks.values()];
}

/** Minutes of live bookings the user holds in each week (by start), in the weeks' order; one query. */
async function minutesBookedPerWeek(db: Db, userId: number, weeks: readonly CampusWeek[], excluded: number[]): Promise<number[]> {
  const starts = weeks.map((w) => w.start.toISOString());
  const ends = weeks.map((w) => w.end.toISOString());
  const { rows } = await sql<{ minutes: string }>`
    select coalesce(sum(extract(epoch from (b.end_time - b.start_time)) / 60), 0)::text as minutes
    from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) with ordinality as w(s, e, n)
    left join bookings b
      on b.user_id = ${userId}
      and b.status in (${liveLiterals})
      and b.start_time >= w.s and b.start_time < w.e
      and not (b.id = any(${excluded}::int[]))
    group by w.n
    order by w.n`.execute(db);
  return rows.map((r) => Number(r.minutes));
}
