import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import { recordEvents, SYSTEM_ACTOR } from '../events';
import { bookingEventDraft, ownerOf } from './events';
import { findBookingRecords } from './records';

/**
 * Issue 35: pending requests whose start has come become `expired`
 * (docs/decisions/0180-requests-expire-at-their-start.md), each with its audit row and a
 * notice to its booker, in one transaction. The update re-checks `status = 'pending'` row by
 * row, so two sweeps at once (two processes, or a sweep beside a decision) expire each
 * request once and tell its booker once. Returns how many expired.
 */
export async function expireOverdueRequests(db: Kysely<DB>, now: Date, tz: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('bookings')
      .set({ status: 'expired', updated_at: sql`${now}`, revision: sql`revision + 1` })
      .where('status', '=', 'pending')
      .where('start_time', '<=', now)
      .returning('id')
      .execute();
    if (expired.length === 0) return 0;
    const rows = await findBookingRecords(
      trx,
      expired.map((r) => r.id),
    );
    await writeAudits(
      trx,
      rows.map((row) => ({
        actorId: null,
        action: 'expire',
        entity: 'booking',
        entityId: row.id,
        before: { status: 'pending' },
        after: { status: 'expired' },
      })),
    );
    const ctx = { db, tz, now, actor: SYSTEM_ACTOR };
    const drafts = rows.map((row) =>
      bookingEventDraft(ctx, {
        kind: 'booking.expired',
        after: [row],
        before: new Map([[row.id, { ...row, status: 'pending' as const }]]),
        owner: ownerOf(row),
        audience: 'owner',
      }),
    );
    await recordEvents(trx, drafts, now);
    return rows.length;
  });
}
