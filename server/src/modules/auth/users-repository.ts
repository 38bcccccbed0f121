import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB, UserRow } from '../../db/schema';

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
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
 * roles; later sign-ins refresh Google's subject and picture.
 */
export async function upsertGoogleUser(db: Kysely<DB>, profile: GoogleProfile): Promise<UserRow> {
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    return db
      .updateTable('users')
      .set({ google_sub: profile.sub, picture: profile.picture })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('users')
    .values({ email: profile.email.toLowerCase(), name: profile.name, google_sub: profile.sub, picture: profile.picture, access: [] })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doUpdateSet({ google_sub: profile.sub }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** SUPER_ADMIN_EMAILS bootstrap administrators: they gain super_admin at sign-in. */
export async function grantSuperAdminIfListed(db: Kysely<DB>, user: UserRow, superAdminEmails: string[]): Promise<UserRow> {
  if (!superAdminEmails.includes(user.email.toLowerCase()) || user.access.includes('super_admin')) return user;
  return db
    .updateTable('users')
    .set({ access: [...user.access, 'super_admin'] })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
