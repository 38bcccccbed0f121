import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, UserRow } from '../../db/schema';
import { containsPattern, filterText, pageOffset, type Paging } from '../../shared/paging';
import { writeAudit } from '../../shared/audit';

type Db = Kysely<DB> | Transaction<DB>;

export interface UserFilter {
  name?: string;
  email?: string;
  department?: string;
}

const FILTER_COLUMNS = ['name', 'email', 'department'] as const;

function filtered(db: Db, filter: UserFilter) {
  let query = db.selectFrom('users');
  for (const column of FILTER_COLUMNS) {
    const text = filterText(filter[column]);
    if (text) query = query.where(column, 'ilike', containsPattern(text));
  }
  return query;
}

/** One page of users ordered by name then id, and how many match in all. */
export async function listUsers(db: Db, filter: UserFilter, paging: Paging): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      // Matches users_name_order_idx: byte order of the lower-cased name.
      .orderBy(sql`lower(name) collate "C"`)
      .orderBy('id')
      .limit(paging.limit)
      .offset(pageOffset(paging))
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface UserChanges {
  name: string;
  email: string;
  department: string | null;
  designation: string | null;
  phone: string | null;
  access: string[];
}

/**
 * Locks the super_admin rows (in id order) until the transaction ends and returns them: every
 * change of roles takes this first, so two of them never both remove the last super_admin or
 * act for someone who has just lost the role.
 */
export function lockSuperAdmins(trx: Transaction<DB>) {
  return trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`'super_admin' = any(access)`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type UpdateUserOutcome =
  | { kind: 'updated'; user: UserRow }
  | { kind: 'not-found' }
  | { kind: 'email-taken' }
  | { kind: 'actor-not-super-admin' }
  | { kind: 'last-super-admin' };

/**
 * Saves an admin's edit with its audit row. The super_admin rows are locked first (in id
 * order), so two admins demoting each other at once are serialised and the system always
 * keeps at least one super_admin.
 */
export function updateUser(db: Kysely<DB>, actorId: number, id: number, changes: UserChanges): Promise<UpdateUserOutcome> {
  return db.transaction().execute(async (trx) => {
    const superAdmins = await lockSuperAdmins(trx);
    if (!superAdmins.some((u) => u.id === actorId)) return { kind: 'actor-not-super-admin' } as const;

    const before = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return { kind: 'not-found' } as const;

    const clash = await trx
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', changes.email.toLowerCase())
      .where('id', '<>', id)
      .executeTakeFirst();
    if (clash) return { kind: 'email-taken' } as const;

    const remaining = superAdmins.filter((u) => u.id !== id).length + (changes.access.includes('super_admin') ? 1 : 0);
    if (remaining === 0) return { kind: 'last-super-admin' } as const;

    const user = await trx.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorId,
      action: 'user.update',
      entity: 'user',
      entityId: id,
      before: auditView(before),
      after: auditView(user),
    });
    return { kind: 'updated', user } as const;
  });
}

const auditView = ({ name, email, department, designation, phone, access }: UserRow) => ({
  name,
  email,
  department,
  designation,
  phone,
  access,
});
