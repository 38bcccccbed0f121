import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB, UserRow } from '../../db/schema';
import { writeAudit } from '../../shared/audit';

type Db = Kysely<DB> | Transaction<DB>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export interface GoogleProfile {
  email: string;
  name: string;
  sub: string;
  picture: string | null;
}

/** What a Google sign-in came to: the user, or why the account cannot be used. */
export type GoogleSignIn =
  | { kind: 'signed-in'; user: UserRow }
  /** A super_admin deactivated the user. */
  | { kind: 'deactivated' }
  /** The e-mail's user is bound to another Google subject (an administrator re-links). */
  | { kind: 'other-google-account' }
  /** This Google subject is bound to another user (the account's e-mail changed at Google). */
  | { kind: 'subject-in-use' };

/**
 * Users are keyed by e-mail (DESIGN.md §3) and bound to Google's `sub` at their first
 * Google sign-in; a token with the same e-mail and another `sub` is refused until an
 * administrator re-links (issue 16). A first sign-in creates the user with no roles; later
 * ones refresh the picture. All in one transaction with its audit rows.
 */
export function signInGoogleUser(db: Kysely<DB>, profile: GoogleProfile, superAdminEmails: string[]): Promise<GoogleSignIn> {
  return db.transaction().execute(async (trx) => {
    const outcome = await upsertGoogleUser(trx, profile);
    if (outcome.kind !== 'signed-in') return outcome;
    return { kind: 'signed-in', user: await grantIfListed(trx, outcome.user, superAdminEmails) };
  });
}

const subjectOwner = (trx: Transaction<DB>, sub: string) =>
  trx.selectFrom('users').select('id').where('google_sub', '=', sub).executeTakeFirst();

async function upsertGoogleUser(trx: Transaction<DB>, profile: GoogleProfile): Promise<GoogleSignIn> {
  const existing = await findUserByEmail(trx, profile.email);
  if (existing) {
    if (existing.deactivated_at) return { kind: 'deactivated' };
    if (existing.google_sub && existing.google_sub !== profile.sub) return { kind: 'other-google-account' };
    if (existing.google_sub === profile.sub && existing.picture === profile.picture) return { kind: 'signed-in', user: existing };
    if (!existing.google_sub && (await subjectOwner(trx, profile.sub))) return { kind: 'subject-in-use' };
    const updated = await trx
      .updateTable('users')
      .set({ google_sub: profile.sub, picture: profile.picture })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorId: existing.id,
      action: 'user.google_profile',
      entity: 'user',
      entityId: existing.id,
      before: { google_sub: existing.google_sub, picture: existing.picture },
      after: { google_sub: updated.google_sub, picture: updated.picture },
    });
    return { kind: 'signed-in', user: updated };
  }
  if (await subjectOwner(trx, profile.sub)) return { kind: 'subject-in-use' };
  const created = await trx
    .insertInto('users')
    .values({ email: profile.email.toLowerCase(), name: profile.name, google_sub: profile.sub, picture: profile.picture, access: [] })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(trx, { actorId: created.id, action: 'user.create', entity: 'user', entityId: created.id, after: created });
  return { kind: 'signed-in', user: created };
}

/** SUPER_ADMIN_EMAILS bootstrap administrators: they gain super_admin at sign-in. */
export function grantSuperAdminIfListed(db: Kysely<DB>, user: UserRow, superAdminEmails: string[]): Promise<UserRow> {
  if (!isUngrantedSuperAdmin(user, superAdminEmails)) return Promise.resolve(user);
  return db.transaction().execute((trx) => grantIfListed(trx, user, superAdminEmails));
}

const isUngrantedSuperAdmin = (user: UserRow, emails: string[]) =>
  emails.includes(user.email.toLowerCase()) && !user.access.includes('super_admin');

async function grantIfListed(trx: Transaction<DB>, user: UserRow, superAdminEmails: string[]): Promise<UserRow> {
  if (!isUngrantedSuperAdmin(user, superAdminEmails)) return user;
  const granted = await trx
    .updateTable('users')
    .set({ access: [...user.access, 'super_admin'] })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Granted by configuration, not by a person: no actor.
  await writeAudit(trx, {
    actorId: null,
    action: 'user.access',
    entity: 'user',
    entityId: user.id,
    before: { access: user.access },
    after: { access: granted.access },
  });
  return granted;
}
