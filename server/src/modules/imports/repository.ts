import { sql, type Kysely, type Transaction } from 'kysely';
import type { ImportKind } from '../../contracts/import-columns';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The imports table: one row per committed import (migration 0031). */

export interface NewImport {
  kind: ImportKind;
  file_name: string | null;
  created_by: number;
  created_at: Date;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export async function insertImport(trx: Transaction<DB>, values: NewImport): Promise<number> {
  const row = await trx
    .insertInto('imports')
    .values({
      kind: values.kind,
      file_name: values.file_name,
      created_by: values.created_by,
      created_at: values.created_at,
      row_count: values.rows,
      created_count: values.created,
      updated_count: values.updated,
      unchanged_count: values.unchanged,
      skipped_count: values.skipped,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Past imports of these kinds, newest first, with who made them. */
export function listImports(db: Db, kinds: readonly ImportKind[], limit: number) {
  return db
    .selectFrom('imports as i')
    .innerJoin('users as u', 'u.id', 'i.created_by')
    .select([
      'i.id',
      'i.kind',
      'i.file_name',
      'u.name as created_by',
      'i.created_at',
      'i.row_count',
      'i.created_count',
      'i.updated_count',
      'i.unchanged_count',
      'i.skipped_count',
      'i.undone_at',
    ])
    .where('i.kind', 'in', [...kinds])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

export function findImport(db: Db, id: number) {
  return db
    .selectFrom('imports')
    .select(['id', 'kind', 'created_at', 'updated_count', 'undone_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the import undone unless it already is (its row locked, so two undos never both pass); false when it was. */
export async function markUndone(trx: Transaction<DB>, id: number, actorId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('imports')
    .set({ undone_at: now, undone_by: actorId })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every block, for resolving block names (a campus has tens of them). */
export const allBlocks = (db: Db) => db.selectFrom('blocks').select(['id', 'block_name']).execute();

/** Every room with its block, for resolving a timetable's rooms and a rooms file's keys. */
export const allRooms = (db: Db) =>
  db
    .selectFrom('rooms as r')
    .innerJoin('blocks as b', 'b.id', 'r.block_id')
    .select(['r.id', 'r.room_name', 'r.block_id', 'b.block_name', 'r.capacity', 'r.features', 'r.access', 'r.deactivated_at'])
    .execute();

export type StoredRoom = Awaited<ReturnType<typeof allRooms>>[number];

/** The users with these e-mails (lower-cased), as a file's bookers or keys. */
export function usersByEmail(db: Db, emails: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'department', 'access', 'deactivated_at'])
    .where(sql<string>`lower(email)`, '=', sql<string>`any(${[...emails]}::text[])`)
    .execute();
}

export type StoredUser = Awaited<ReturnType<typeof usersByEmail>>[number];
