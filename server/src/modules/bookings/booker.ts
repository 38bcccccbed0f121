import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { can } from '../../contracts/roles';
import type { SessionUser } from '../../plugins/session';
import { badRequest, forbidden } from '../../shared/errors';
import type { Db } from './records';

/**
 * Whose booking it is (issue 35, docs/decisions/0185): the actor's own, or — for an
 * administrator naming `bookerId` — that user's, who must exist, be active and hold a role
 * that books. Anyone else naming another user: 403.
 */
export async function bookerOf(db: Db, actor: SessionUser, bookerId: number | undefined): Promise<SessionUser> {
  if (bookerId === undefined || bookerId === actor.id) return actor;
  if (!can(actor.access, 'manageBookings')) throw forbidden(BOOKING_MESSAGES.onBehalfForbidden);
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'access', 'deactivated_at'])
    .where('id', '=', bookerId)
    .executeTakeFirst();
  if (!user) throw badRequest(BOOKING_MESSAGES.unknownBooker(bookerId));
  if (user.deactivated_at) throw badRequest(BOOKING_MESSAGES.bookerDeactivated(user.name));
  if (!can(user.access, 'book')) throw badRequest(BOOKING_MESSAGES.bookerCannotBook(user.name));
  return { id: user.id, name: user.name, email: user.email, access: user.access, picture: '' };
}
