import type { Kysely, Transaction } from 'kysely';
import { LIVE_BOOKING_STATUSES } from '../../contracts/booking-rules';
import type { DB, UserRow } from '../../db/schema';
import { writeAudit } from '../../shared/audit';
import { revokeUserSessions } from '../../plugins/session-store';

/** Account state changes of Manage Users (issue 16): each with its audit row, in one transaction. */

export type AccountChange = { kind: 'changed'; user: UserRow } | { kind: 'not-found' } | { kind: 'unchanged' };

type Change = (trx: Transaction<DB>, user: UserRow) => Promise<UserRow | null>;

function changeAccount(db: Kysely<DB>, id: number, change: Change): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!user) return { kind: 'not-found' } as const;
    const changed = await change(trx, user);
    return changed ? ({ kind: 'changed', user: changed } as const) : ({ kind: 'unchanged' } as const);
  });
}

const setUser = (trx: Transaction<DB>, id: number, values: { deactivated_at?: Date | null; google_sub?: null }) =>
  trx.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Deactivates the user and ends all their sessions at once; unchanged when already deactivated. */
export function deactivateUser(db: Kysely<DB>, actorId: number, id: number, now: Date): Promise<AccountChange> {
  return changeAccount(db, id, async (trx, user) => {
    if (user.deactivated_at) return null;
    const updated = await setUser(trx, id, { deactivated_at: now });
    const sessions = await revokeUserSessions(trx, id, now);
    await writeAudit(trx, { actorId, action: 'user.deactivate', entity: 'user', entityId: id, after: { deactivated_at: now, sessions } });
    return updated;
  });
}

export function activateUser(db: Kysely<DB>, actorId: number, id: number): Promise<AccountChange> {
  return changeAccount(db, id, async (trx, user) => {
    if (!user.deactivated_at) return null;
    const updated = await setUser(trx, id, { deactivated_at: null });
    await writeAudit(trx, {
      actorId,
      action: 'user.activate',
      entity: 'user',
      entityId: id,
      before: { deactivated_at: user.deactivated_at },
    });
    return updated;
  });
}

/** Forgets the user's Google subject: the next Google sign-in with their e-mail binds anew. */
export function unlinkGoogle(db: Kysely<DB>, actorId: number, id: number): Promise<AccountChange> {
  return changeAccount(db, id, async (trx, user) => {
    if (!user.google_sub) return null;
    const updated = await setUser(trx, id, { google_sub: null });
    await writeAudit(trx, {
      actorId,
      action: 'user.google_unlink',
      entity: 'user',
      entityId: id,
      before: { google_sub: user.google_sub },
      after: { google_sub: null },
    });
    return updated;
  });
}

const UPCOMING_LIMIT = 100;

/** The user's pending or confirmed bookings that have not ended (soonest first, at most 100), and how many in all. */
export async function upcomingBookingsOf(db: Kysely<DB>, userId: number, now: Date) {
  const live = db
    .selectFrom('bookings')
    .where('bookings.user_id', '=', userId)
    .where('bookings.status', 'in', [...LIVE_BOOKING_STATUSES])
    .where('bookings.end_time', '>', now);
  const [rows, count] = await Promise.all([
    live
      .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
      .select(['bookings.id', 'rooms.room_name', 'bookings.start_time', 'bookings.end_time', 'bookings.status', 'bookings.purpose'])
      .orderBy('bookings.start_time')
      .orderBy('bookings.id')
      .limit(UPCOMING_LIMIT)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
