import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordEvents, SYSTEM_ACTOR } from '../events';
import type { BookingContext } from './context';
import { bookingEventDraft, ownerOf } from './events';
import { findBookingRecords } from './records';

/** The longest reminder setting: the scan looks this far ahead. */
const HORIZON_MS = 60 * 60_000;
/** Reminders claimed per transaction; the next run takes the rest. */
const BATCH = 200;

/**
 * Sends the reminders that are due (issue 32): confirmed bookings starting within their
 * booker's reminder minutes whose reminder was not sent for this start. The claim and the
 * reminders' events are one transaction: the claim sets `reminded_for` to the start on rows
 * locked with SKIP LOCKED, so of several processes exactly one claims each booking (another
 * skips it, or re-checks it once committed and finds it claimed), a rolled-back run claims
 * nothing, and a booking moved to a new start is due again. Cancelled and moved-away times
 * are never reminded: only the booking's current start and status count.
 */
export async function sendDueReminders(db: Kysely<DB>, tz: string, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      update bookings set reminded_for = start_time
      where id in (
        select b.id from bookings b join users u on u.id = b.user_id
        where b.status = 'confirmed' and b.start_time > ${now} and b.start_time <= ${new Date(now.getTime() + HORIZON_MS)}
          and u.reminder_minutes > 0 and b.start_time <= ${now}::timestamptz + make_interval(mins => u.reminder_minutes)
          and b.reminded_for is distinct from b.start_time
        order by b.start_time, b.id
        limit ${BATCH}
        for update of b skip locked)
      returning id`.execute(trx);
    if (rows.length === 0) return 0;
    const ctx: BookingContext = { db, tz, now, actor: SYSTEM_ACTOR };
    const records = await findBookingRecords(
      trx,
      rows.map((r) => r.id),
    );
    const drafts = records.map((row) =>
      bookingEventDraft(ctx, { kind: 'booking.reminder', after: [row], owner: ownerOf(row), audience: 'owner' }),
    );
    await recordEvents(trx, drafts, now);
    return rows.length;
  });
}
