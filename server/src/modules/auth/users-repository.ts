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

/**
 * Users are keyed by e-mail (DESIGN.md §3). A first sign-in creates the user with no
 * roles; later sign-ins refresh Google's subject and picture. All in one transaction
 * with its audit rows.
 */
export function signInGoogleUser(db: Kysely<DB>, profile: GoogleProfile, superAdminEmails: string[]): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await upsertGoogleUser(trx, profile);
    return grantIfListed(trx, user, superAdminEmails);
  });
}

async function upsertGoogleUser(trx: Transaction<DB>, profile: GoogleProfile): Promise<UserRow> {
  const existing = await findUserByEmail(trx, profile.email);
  if (existing) {
    if (existing.google_sub === profile.sub && existing.picture === profile.picture) return existing;
    const updated = await trx
      .updateTable('users')
      .set({ google_sub: profile.sub, picture: profile.picture })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorId: existing.id, action: 'user.google_profile', entity: 'user', entityId: existing.id,
      before: { google_sub: existing.google_sub, picture: existing.picture },
      after: { google_sub: updated.google_sub, picture: updated.picture },
    });
    return updated;
  }
  const created = await trx
    .insertInto('users')
    .values({ email: profile.email.toLowerCase(), name: profile.name, google_sub: profile.sub, picture: profile.picture, access: [] })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(trx, { actorId: created.id, action: 'user.create', entity: 'user', entityId: created.id, after: created });
  return created;
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
    actorId: null, action: 'user.access', entity: 'user', entityId: user.id,
    before: { access: user.access }, after: { access: granted.access },
  });
  return granted;
}
