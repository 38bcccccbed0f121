import type { AdminUser, UpdateUserBody } from '../../contracts/users';
import { USER_MESSAGES } from '../../contracts/users';
import { ROLES } from '../../contracts/roles';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../shared/errors';
import { toCampusIso } from '../../shared/time';
import type { UserChanges } from './repository';

export const toAdminUser = (u: UserRow, tz: string): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  department: u.department,
  designation: u.designation,
  phone: u.phone,
  access: u.access,
  // Generated<Timestamp> nests Kysely's ColumnType, so the selected type is not plain Date.
  created_at: toCampusIso(u.created_at as unknown as Date, tz),
  deactivated_at: u.deactivated_at ? toCampusIso(u.deactivated_at, tz) : null,
  google_linked: u.google_sub !== null,
});

// One @, something before it, a dot in the domain, no spaces: enough to catch typos.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optional = (value: string | null | undefined) => value?.trim() || null;

/** The edit as it will be stored: trimmed, e-mail lower-cased, roles checked and de-duplicated. */
export function userChanges(body: UpdateUserBody): UserChanges {
  const name = body.name.trim();
  if (!name) throw badRequest(USER_MESSAGES.nameRequired);
  const email = body.email.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw badRequest(USER_MESSAGES.emailInvalid);
  const access: string[] = [];
  for (const raw of body.access) {
    const role = raw.trim();
    if (!(ROLES as readonly string[]).includes(role)) throw badRequest(USER_MESSAGES.unknownRole(raw));
    if (!access.includes(role)) access.push(role);
  }
  return {
    name,
    email,
    department: optional(body.department),
    designation: optional(body.designation),
    phone: optional(body.phone),
    access,
  };
}
