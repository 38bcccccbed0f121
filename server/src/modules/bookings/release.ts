import { SYSTEM_ACTOR } from '../events';
import { sql, type Kysely } from 'kysely';
import { CHECK_IN } from '../../contracts/check-in';
import type { DB } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { conflict } from '../../shared/errors';
import type { BookingContext } from './context';
import { ownerOf, recordBookingChange } from './events';
import { toAuditSnapshot } from './projections';
import { findBookingRecord } from './records';
import { writeRoom } from './room-lock';
import { offerFreedTime } from './waitlist-offer';
import { markReleased } from './writes';

/**
 * How far back the job looks (docs/decisions/0160-check-in-and-release.md): a booking that
 * started more than a day ago is left as it is, so switching check-in on for a room, or a
 * server that was down for days, never rewrites old bookings as no-shows.
 */
const LOOKBACK_MS = 24 * 60 * 60_000;
/** Bookings released per statement of the job; the next run takes the rest. */
const BATCH = 500;

/**
 * The confirmed bookings in rooms that require check-in whose grace period has ended (at
 * `now` exactly, or before) without a check-in: a range scan of (status, start_time) over one
 * day (bookings_status_start_idx), about 2 ms at 1,000,000 bookings (docs/decisions/0160).
 */
const graceEndAt = (now: Date) => new Date(now.getTime() - CHECK_IN.graceMinutes * 60_000);

export async function dueForRelease(db: Kysely<DB>, now: Date): Promise<{ id: number; room_id: number }[]> {
  const graceEnd = graceEndAt(now);
  const { rows } = await sql<{ id: number; room_id: number }>`
    select b.id, b.room_id from bookings b join rooms r on r.id = b.room_id
    where b.status = 'confirmed' and b.checked_in_at is null
      and b.start_time <= ${graceEnd} and b.start_time > ${new Date(now.getTime() - LOOKBACK_MS)}
      and r.check_in_required
    order by b.start_time, b.id
    limit ${BATCH}`.execute(db);
  return rows;
}

/**
 * Releases one booking under its room's lock, if it is still due: its status becomes
 * `released`, so its time holds the room no longer, and its booker is told. Conditional, so
 * of several processes running the job exactly one releases it; false for the others.
 */
async function releaseOne(ctx: BookingContext, id: number, roomId: number): Promise<boolean> {
  return writeRoom(
    ctx.db,
    roomId,
    async (trx) => {
      const current = await findBookingRecord(trx, id, { lock: true });
      if (!current?.check_in_required || !(await markReleased(trx, id, graceEndAt(ctx.now), ctx.now))) return false;
      const after = (await findBookingRecord(trx, id))!;
      await writeAudit(trx, {
        actorId: null,
        action: 'booking.release',
        entity: 'booking',
        entityId: id,
        before: toAuditSnapshot(current),
        after: toAuditSnapshot(after),
      });
      await recordBookingChange(trx, ctx, {
        kind: 'booking.released',
        after: [after],
        before: new Map([[id, current]]),
        owner: ownerOf(current),
        audience: 'owner',
      });
      // The rest of its time is free: the waitlist may take it.
      await offerFreedTime(trx, ctx, roomId, [
        { start: new Date(Math.max(current.start_time.getTime(), ctx.now.getTime())), end: current.end_time },
      ]);
      return true;
    },
    async () => conflict('The booking changed while it was being released.'),
  );
}

/** The release job (issue 32): releases every due booking; answers how many it released. */
export async function releaseDueBookings(db: Kysely<DB>, tz: string, now: Date): Promise<number> {
  const ctx: BookingContext = { db, tz, now, actor: SYSTEM_ACTOR };
  let released = 0;
  for (;;) {
    const due = await dueForRelease(db, now);
    let round = 0;
    for (const { id, room_id } of due) if (await releaseOne(ctx, id, room_id)) round++;
    released += round;
    // A full batch of which none could be released (another process took them) ends the run too.
    if (due.length < BATCH || round === 0) return released;
  }
}
