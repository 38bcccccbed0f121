/** Helpers for the import tests (not loaded by the app). */
import type { App } from '../src/app';
import { IMPORT_COLUMNS, type ImportKind } from '../src/contracts/import-columns';

export interface ImportOptions {
  dryRun?: boolean;
  skipInvalid?: boolean;
  fileName?: string;
  progress?: string;
  contentType?: string;
}

/** POSTs a file to /api/admin/imports as the cookie's user. */
export function postImport(app: App, cookie: string, kind: ImportKind, body: string | Buffer, options: ImportOptions = {}) {
  const query = new URLSearchParams({ kind });
  if (options.dryRun) query.set('dry_run', 'true');
  if (options.skipInvalid) query.set('skip_invalid', 'true');
  if (options.fileName) query.set('file_name', options.fileName);
  if (options.progress) query.set('progress', options.progress);
  return app.inject({
    method: 'POST',
    url: `/api/admin/imports?${query}`,
    headers: { cookie, 'content-type': options.contentType ?? 'text/csv' },
    payload: body,
  });
}

/** A CSV text from rows of cells (quoted where needed), CRLF line ends. */
export function csv(...rows: (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The timetable CSV of these rows (columns by name; absent ones empty), with the full header. */
export function timetable(...rows: Partial<Record<(typeof IMPORT_COLUMNS.bookings)[number], string>>[]): string {
  const header = IMPORT_COLUMNS.bookings;
  return csv(header, ...rows.map((row) => header.map((column) => row[column] ?? '')));
}

/** A room of the test's own in the block (default: Library Block, seeded); its id. */
export async function roomOfOwn(app: App, name: string, block = 'Library Block', access: string[] = []): Promise<number> {
  const { id: blockId } = await app.db.selectFrom('blocks').select('id').where('block_name', '=', block).executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('rooms')
    .values({ room_name: name, block_id: blockId, access })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many rows a table holds (to show an import or its refusal changed nothing). */
export async function countOf(
  app: App,
  table: 'rooms' | 'users' | 'bookings' | 'imports' | 'notifications' | 'audit_log',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** DELETE /api/admin/imports/{id} as the cookie's user. */
export const undo = (app: App, cookie: string, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/admin/imports/${id}`, headers: { cookie } });

/** The report of a dry run that found nothing wrong, with these counts. */
export const cleanDryRun = (
  kind: ImportKind,
  counts: Partial<Record<'rows' | 'created' | 'updated' | 'unchanged' | 'skipped', number>>,
) => ({
  id: null,
  kind,
  dry_run: true,
  rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  errors: [],
  conflicts: [],
  ...counts,
});
