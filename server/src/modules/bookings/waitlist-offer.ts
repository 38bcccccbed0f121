import { SYSTEM_ACTOR } from '../events';
import { sql, type Transaction } from 'kysely';
import { isLiveStatus } from '../../contracts/booking-rules';
import { bookingIsAutoConfirmed } from '../../contracts/roles';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { HttpError } from '../../shared/errors';
import { findClashes, type Range } from './clash';
import { assertOpen } from './closures';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { toAuditSnapshot } from './projections';
import { enforceBookingPolicy } from './policy';
import { findBookingRecord, type BookingRecord } from './records';
import { assertRoomTakesBooking } from './room-state';
import { insertBookings } from './writes';

interface Waiting {
  id: number;
  user_id: number;
  start_time: Date;
  end_time: Date;
  purpose: string;
  access: string[];
}

/**
 * The room's open entries over the freed ranges whose start is still ahead, in line order
 * (who joined first), locked so a withdrawal racing this waits and then finds it granted.
 */
async function waitingOver(trx: Transaction<DB>, roomId: number, freed: readonly Range[], now: Date): Promise<Waiting[]> {
  const starts = freed.map((r) => r.start.toISOString());
  const ends = freed.map((r) => r.end.toISOString());
  const { rows } = await sql<Waiting>`
    select w.id, w.user_id, w.start_time, w.end_time, w.purpose, u.access
    from waitlist_entries w join users u on u.id = w.user_id
    where w.room_id = ${roomId} and w.closed_at is null and w.start_time > ${now} and u.deactivated_at is null
      and exists (select 1 from unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) as f(s, e)
                  where tstzrange(w.start_time, w.end_time, '[)') && tstzrange(f.s, f.e, '[)'))
    order by w.created_at, w.id
    for update of w`.execute(trx);
  return rows;
}

/** Whether the entry's booking passes every rule now (free time, room access, closures, policy); a refusal skips it. */
async function passesEveryRule(trx: Transaction<DB>, ctx: BookingContext, roomId: number, entry: Waiting, range: Range) {
  try {
    await assertRoomTakesBooking(trx, roomId, entry);
    if ((await findClashes(trx, roomId, [range])).length > 0) return false;
    await assertOpen(trx, roomId, [range], ctx.tz);
    const confirmed = bookingIsAutoConfirmed(entry.access);
    await enforceBookingPolicy(trx, {
      owner: { id: entry.user_id, access: entry.access },
      ranges: [range],
      pendingAdded: confirmed ? 0 : 1,
      tz: ctx.tz,
      now: ctx.now,
    });
    return true;
  } catch (error) {
    // The checks answer a broken rule with an HttpError (no SQL failed): the entry stays in line.
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** Books the entry's time for its user, as their role books (pending or confirmed), closes the entry, and tells them (and the approvers of a request). */
async function grant(trx: Transaction<DB>, ctx: BookingContext, roomId: number, entry: Waiting): Promise<BookingRecord> {
  const confirmed = bookingIsAutoConfirmed(entry.access);
  const [id] = await insertBookings(trx, [
    {
      room_id: roomId,
      user_id: entry.user_id,
      purpose: entry.purpose,
      start_time: entry.start_time,
      end_time: entry.end_time,
      status: confirmed ? 'confirmed' : 'pending',
    },
  ]);
  await trx
    .updateTable('waitlist_entries')
    .set({ closed_at: ctx.now, outcome: 'booked', booking_id: id })
    .where('id', '=', entry.id)
    .execute();
  const created = (await findBookingRecord(trx, id))!;
  await writeAudit(trx, {
    actorId: null,
    action: 'booking.waitlist_grant',
    entity: 'booking',
    entityId: id,
    after: { ...toAuditSnapshot(created), waitlist_entry: entry.id },
  });
  const campus: BookingContext = { ...ctx, actor: SYSTEM_ACTOR };
  await recordBookingChange(trx, campus, { kind: 'booking.waitlisted', after: [created], owner: ownerOf(created), audience: 'owner' });
  if (!confirmed)
    await recordBookingChange(trx, campus, {
      kind: 'booking.requested',
      after: [created],
      owner: ownerOf(created),
      audience: 'room_approvers',
    });
  return created;
}

/**
 * When a change frees room time (a cancel, a decline, a release, a move), the first in line
 * over it whose booking passes every rule gets it, in the change's own transaction and under
 * its room lock; an entry that fails a rule stays in line, and later entries are tried in
 * turn (one that overlaps a time just granted now clashes and waits on). Two changes freeing
 * the same time queue on the room lock, so the second finds it granted: one booking, never two.
 */
export async function offerFreedTime(
  trx: Transaction<DB>,
  ctx: BookingContext,
  roomId: number,
  freed: readonly Range[],
): Promise<BookingRecord[]> {
  const granted: BookingRecord[] = [];
  for (const entry of await waitingOver(trx, roomId, freed, ctx.now)) {
    const range = { start: entry.start_time, end: entry.end_time };
    if (await passesEveryRule(trx, ctx, roomId, entry, range)) granted.push(await grant(trx, ctx, roomId, entry));
  }
  return granted;
}

/** Of these rooms, those with someone waiting for a time still ahead: one query, so a bulk change over many rooms offers only where it may grant. */
export async function roomsWithWaiting(trx: Transaction<DB>, roomIds: readonly number[], now: Date): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('waitlist_entries')
    .select('room_id')
    .distinct()
    .where('room_id', '=', sql<number>`any(${[...roomIds]}::int[])`)
    .where('closed_at', 'is', null)
    .where('start_time', '>', now)
    .execute();
  return new Set(rows.map((r) => r.room_id));
}

/** The time a booking held before a change that let it go (nothing if it held none). */
export const heldTime = (before: BookingRecord): Range[] =>
  isLiveStatus(before.status) ? [{ start: before.start_time, end: before.end_time }] : [];
