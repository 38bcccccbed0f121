import type { Transaction } from 'kysely';
import type { DB, WeeklyPatternRow } from '../../db/schema';
import {
  EVENT_VERSION,
  recordEvent,
  type Audience,
  type BookingEventKind,
  type BookingState,
  type EventBooking,
  type EventDraft,
} from '../events';
import { campusClock } from '../../contracts/campus-clock';
import { checkInWindow } from '../../contracts/check-in';
import { toCampusIso } from '../../shared/time';
import type { BookingContext } from './context';
import type { BookingRecord } from './records';

/** A booking's state as an event keeps it: ISO times and campus wall-clock date and times. */
function stateOf(row: BookingRecord, tz: string): BookingState {
  const clock = campusClock(tz);
  const [start, end] = [clock.wall(row.start_time), clock.wall(row.end_time)];
  return {
    start_time: toCampusIso(row.start_time, tz),
    end_time: toCampusIso(row.end_time, tz),
    date: start.date,
    start: start.time,
    end: end.time,
    purpose: row.purpose,
    status: row.status,
  };
}

/** The check-in window in campus wall-clock time, for a confirmed booking in a room that requires check-in. */
function checkInOf(row: BookingRecord, tz: string): EventBooking['check_in'] {
  if (!row.check_in_required || row.status !== 'confirmed') return undefined;
  const clock = campusClock(tz);
  const { opens, closes } = checkInWindow(row.start_time);
  return { opens: clock.wall(opens).time, closes: clock.wall(closes).time };
}

export function eventBooking(row: BookingRecord, tz: string, before?: BookingRecord): EventBooking {
  const checkIn = checkInOf(row, tz);
  return {
    id: row.id,
    revision: row.revision,
    room: { id: row.room_id, name: row.room_name, block: row.block_name },
    ...stateOf(row, tz),
    reason: row.decision_reason,
    before: before ? stateOf(before, tz) : null,
    ...(checkIn ? { check_in: checkIn } : {}),
  };
}

/**
 * Who hears of a change (docs/decisions/0056-who-is-told.md): the booker when someone
 * else changed their booking; the approvers when the booker's own change leaves it
 * waiting for a decision (a new or changed request); the booker themselves when they
 * cancel a confirmed booking, so its mail's METHOD:CANCEL takes it off their calendar
 * (issue 36); otherwise nobody.
 */
export function audienceOf(actorId: number, ownerId: number, statusAfter: string, statusBefore?: string): Audience {
  if (actorId !== ownerId) return 'owner';
  if (statusAfter === 'cancelled' && statusBefore === 'confirmed') return 'self';
  return statusAfter === 'pending' ? 'room_approvers' : 'none';
}

export interface SeriesInfo {
  id: number;
  purpose: string;
  weekly_pattern: WeeklyPatternRow[];
  start_date: string;
  end_date: string;
}

export interface BookingChange {
  kind: BookingEventKind;
  /** The bookings after the change, in start order (at least one, but for a draft). */
  after: readonly BookingRecord[];
  /** Their state before, by id, when the change altered existing bookings. */
  before?: ReadonlyMap<number, BookingRecord>;
  owner: { id: number; name: string; email: string };
  series?: SeriesInfo;
  reason?: string | null;
  audience?: Audience;
}

/** The outbox row of a booking or series change. */
export function bookingEventDraft(ctx: BookingContext, change: BookingChange): EventDraft {
  const { actor, tz, now } = ctx;
  const first = change.after[0];
  const audience =
    change.audience ?? audienceOf(actor.id, change.owner.id, first?.status ?? 'none', first && change.before?.get(first.id)?.status);
  // An approver's notice opens the (first) request with its decision ready (issue 32).
  const approverLink = first ? `/room_booking?request=${first.id}` : '/room_booking';
  const ownLink = change.series ? `/faculty/bookings?series=${change.series.id}` : `/faculty/bookings?booking=${first.id}`;
  return {
    entity: change.series ? 'recurring_series' : 'booking',
    entityId: change.series ? change.series.id : first.id,
    payload: {
      version: EVENT_VERSION,
      kind: change.kind,
      at: toCampusIso(now, tz),
      tz,
      actor: { id: actor.id, name: actor.name, email: actor.email },
      owner: change.owner,
      audience,
      link: audience === 'room_approvers' ? approverLink : ownLink,
      reason: change.reason ?? null,
      series: change.series ? { ...change.series, weekly_pattern: change.series.weekly_pattern.map((r) => ({ ...r })) } : null,
      bookings: change.after.map((row) => eventBooking(row, tz, change.before?.get(row.id))),
    },
  };
}

/** Records a booking or series change in the outbox (and so its notifications), in the change's transaction. */
export async function recordBookingChange(trx: Transaction<DB>, ctx: BookingContext, change: BookingChange): Promise<void> {
  await recordEvent(trx, bookingEventDraft(ctx, change), ctx.now);
}

/** The booker of a record, as events name people. */
export const ownerOf = (row: BookingRecord) => ({ id: row.user_id, name: row.user_name, email: row.user_email });
