import { sql, type Transaction } from 'kysely';
import { IMPORT_UNDO_MESSAGES as M } from '../../contracts/import-messages';
import type { ImportUndoResult } from '../../contracts/imports';
import type { DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import { conflict } from '../../shared/errors';
import { campusDate } from '../../shared/time';
import { cancelBatch, type BookingContext } from '../bookings';
import { markUndone } from './repository';

type Kept = ImportUndoResult['kept'];

/** Why a record an import created stays: the first thing found referring to it. */
const REASONS: Record<string, string> = {
  bookings: M.keptBookings,
  series: M.keptSeries,
  closures: M.keptClosures,
  signed_in: M.keptSignedIn,
  decisions: M.keptDecisions,
};

interface Created {
  id: number;
  name: string;
  reason: string | null;
}

/** The rooms the import created, each with what still refers to it (null: nothing). */
async function createdRooms(trx: Transaction<DB>, importId: number): Promise<Created[]> {
  const { rows } = await sql<Created>`
    select r.id, r.room_name || ' (' || k.block_name || ')' as name,
      case when exists (select 1 from bookings x where x.room_id = r.id) then 'bookings'
           when exists (select 1 from recurring_series s where s.room_id = r.id) then 'series'
           when exists (select 1 from blackouts c where r.id = any(c.room_ids)) then 'closures' end as reason
    from rooms r join blocks k on k.id = r.block_id
    where r.import_id = ${importId}
    order by r.id
    for update of r`.execute(trx);
  return rows;
}

/** The users the import created, each with what still refers to it (null: nothing). */
async function createdUsers(trx: Transaction<DB>, importId: number): Promise<Created[]> {
  const { rows } = await sql<Created>`
    select u.id, u.email as name,
      case when exists (select 1 from bookings x where x.user_id = u.id) then 'bookings'
           when exists (select 1 from recurring_series s where s.user_id = u.id) then 'series'
           when u.google_sub is not null or exists (select 1 from sessions z where z.user_id = u.id) then 'signed_in'
           when exists (select 1 from bookings x where x.decided_by = u.id)
             or exists (select 1 from igh_requests g where g.created_by = u.id or g.decided_by = u.id)
             or exists (select 1 from blackouts c where c.created_by = u.id)
             or exists (select 1 from booking_policies p where p.updated_by = u.id)
             or exists (select 1 from imports i where i.created_by = u.id or i.undone_by = u.id) then 'decisions' end as reason
    from users u
    where u.import_id = ${importId}
    order by u.id
    for update of u`.execute(trx);
  return rows;
}

const updatedKept = (updated: number, entity: 'room' | 'user'): Kept =>
  updated > 0 ? [{ name: M.keptUpdated(updated, entity), reason: M.keptUpdatedReason(updated) }] : [];

/**
 * Undo of an import of rooms or users, in one transaction: the import is marked undone (409
 * when it was already), and each record it created is deleted unless something refers to it,
 * which the answer names. Records it updated keep their new values.
 */
export async function undoRecords(
  ctx: BookingContext,
  imp: { id: number; kind: 'rooms' | 'users'; updated: number },
): Promise<ImportUndoResult> {
  const entity = imp.kind === 'rooms' ? 'room' : 'user';
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await markUndone(trx, imp.id, ctx.actor.id, ctx.now))) throw conflict(M.alreadyUndone);
    const created = imp.kind === 'rooms' ? await createdRooms(trx, imp.id) : await createdUsers(trx, imp.id);
    const removable = created.filter((c) => c.reason === null);
    const ids = removable.map((c) => c.id);
    if (ids.length) {
      if (imp.kind === 'rooms')
        await trx
          .deleteFrom('rooms')
          .where('id', '=', sql<number>`any(${ids}::int[])`)
          .execute();
      else
        await trx
          .deleteFrom('users')
          .where('id', '=', sql<number>`any(${ids}::int[])`)
          .execute();
    }
    const action = `${entity}.import_undo`;
    await writeAudits(
      trx,
      removable.map((c) => ({
        actorId: ctx.actor.id,
        action,
        entity,
        entityId: c.id,
        before: { id: c.id, name: c.name, import_id: imp.id },
      })),
    );
    const kept = [
      ...created.filter((c) => c.reason !== null).map((c) => ({ name: c.name, reason: REASONS[c.reason!] })),
      ...updatedKept(imp.updated, entity),
    ];
    return { message: M.done(imp.kind, 0, removable.length, kept.length), cancelled: 0, removed: removable.length, kept };
  });
}

/** Undo of a timetable import: its bookings that have not started are cancelled, each booker told once. */
export async function undoBookings(ctx: BookingContext, imp: { id: number; created_at: Date }): Promise<ImportUndoResult> {
  const importDate = campusDate(imp.created_at, ctx.tz);
  const target = { importId: imp.id, importDate, reason: M.undoneReason(importDate) };
  const result = await cancelBatch(ctx, target, async (trx) => {
    if (!(await markUndone(trx, imp.id, ctx.actor.id, ctx.now))) throw conflict(M.alreadyUndone);
  });
  const kept: Kept = [];
  if (result.started) kept.push({ name: `${result.started} booking${result.started === 1 ? '' : 's'}`, reason: M.keptStarted });
  if (result.notLive) kept.push({ name: `${result.notLive} booking${result.notLive === 1 ? '' : 's'}`, reason: M.keptNotLive });
  return { message: M.done('bookings', result.cancelled, 0, kept.length), cancelled: result.cancelled, removed: 0, kept };
}
