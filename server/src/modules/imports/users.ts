import { USER_FIELD_MAX } from '../../contracts/limits';
import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import { ROLES } from '../../contracts/roles';
import { USER_MESSAGES } from '../../contracts/users';
import { forbidden, HttpError } from '../../shared/errors';
import { userChanges } from '../users';
import { lockSuperAdmins } from '../users';
import type { CsvRow } from './csv-rows';
import { FirstRows, listItems, nameKey, type RowProblems, textCell } from './problems';
import { usersByEmail, type StoredUser } from './repository';
import type { RecordKind, RecordPlan } from './records';
import type { ImportRun } from './run';

interface UserLine {
  row: number;
  email: string;
  name: string;
  /** undefined: the column is absent, so a stored user keeps the value. */
  department?: string | null;
  access?: string[];
}

/** The users module's rule for an edit (users/present.ts) names the field it breaks by its message. */
const FIELD_OF: Record<string, string> = {
  [USER_MESSAGES.nameRequired]: 'name',
  [USER_MESSAGES.emailInvalid]: 'email',
};

/** A row's user as the edit dialog's rules leave it (trimmed, e-mail lower-cased, roles checked), or null. */
function readUser(problems: RowProblems, r: CsvRow): UserLine | null {
  if (r.problem) problems.add(r.problem.row, r.problem.field, r.problem.message);
  const email = textCell(problems, r, 'email', { max: USER_FIELD_MAX.email, required: true });
  const name = textCell(problems, r, 'name', { max: USER_FIELD_MAX.name, required: true });
  const department = textCell(problems, r, 'department', { max: USER_FIELD_MAX.department });
  const roles = textCell(problems, r, 'roles', { max: Number.MAX_SAFE_INTEGER }) ?? '';
  const access = listItems(roles);
  for (const role of access) {
    if (!(ROLES as readonly string[]).includes(role)) problems.add(r.row, 'roles', IMPORT_ROW_MESSAGES.unknownRole(role, ROLES));
  }
  if (problems.failedRow(r.row) || email === null || name === null) return null;
  try {
    const clean = userChanges({ name, email, department, designation: null, phone: null, access });
    return {
      row: r.row,
      email: clean.email,
      name: clean.name,
      department: r.has('department') ? clean.department : undefined,
      access: r.has('roles') ? clean.access : undefined,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    problems.add(r.row, FIELD_OF[error.message] ?? null, error.message);
    return null;
  }
}

interface UserValues {
  email: string;
  name: string;
  department: string | null;
  access: string[];
}

type UserPlan = RecordPlan<UserValues, StoredUser>;

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * Users keyed by e-mail (letter case ignored): new ones are created (they sign in with Google
 * later), stored ones updated when name, department or roles differ. An e-mail twice in the
 * file is an error of the later row; so is taking super_admin from the importer.
 */
async function planUsers(run: ImportRun, lines: readonly UserLine[], problems: RowProblems): Promise<UserPlan> {
  const stored = new Map((await usersByEmail(run.db, [...new Set(lines.map((l) => l.email))])).map((u) => [nameKey(u.email), u]));
  const firsts = new FirstRows();
  const plan: UserPlan = { create: [], update: [], unchanged: 0 };
  for (const line of lines) {
    const key = nameKey(line.email);
    const first = firsts.earlierThan(key, line.row);
    if (first !== undefined) {
      problems.add(line.row, 'email', IMPORT_ROW_MESSAGES.sameUser(first));
      continue;
    }
    const before = stored.get(key);
    const values: UserValues = {
      email: before?.email ?? line.email,
      name: line.name,
      department: line.department !== undefined ? line.department : (before?.department ?? null),
      access: line.access ?? before?.access ?? [],
    };
    if (before?.id === run.actor.id && !values.access.includes('super_admin')) {
      problems.add(line.row, 'roles', USER_MESSAGES.ownSuperAdmin);
    } else if (!before) plan.create.push(values);
    else if (before.name !== values.name || before.department !== values.department || !sameRoles(before.access, values.access)) {
      plan.update.push({ before, values });
    } else plan.unchanged += 1;
  }
  return plan;
}

const snapshot = (id: number, u: UserValues) => ({ id, email: u.email, name: u.name, department: u.department, access: u.access });

/** Import of users (Manage Users → "Import users", super_admin only). */
export const USER_IMPORT: RecordKind<UserLine, UserValues, StoredUser> = {
  entity: 'user',
  table: 'users',
  read: readUser,
  plan: planUsers,
  // The super_admin rows are locked first, as Manage Users' edit does, so a concurrent demotion of the importer is seen.
  prepare: async (trx, run) => {
    if (!(await lockSuperAdmins(trx)).some((u) => u.id === run.actor.id)) throw forbidden();
  },
  changes: (v) => ({ name: v.name, department: v.department, access: v.access }),
  snapshot,
  storedSnapshot: (u) => snapshot(u.id, u),
};
