import type { Kysely, Transaction } from 'kysely';
import type { ImportKind } from '../../contracts/import-columns';
import { IMPORT_FILE_MESSAGES } from '../../contracts/import-messages';
import type { ImportReport } from '../../contracts/imports';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { HttpError } from '../../shared/errors';
import type { ProgressReporter } from './progress';
import type { RowProblems } from './problems';
import { insertImport } from './repository';

/** One import as asked for: who, when, and how (POST /api/admin/imports). */
export interface ImportRun {
  kind: ImportKind;
  db: Kysely<DB>;
  tz: string;
  now: Date;
  actor: SessionUser;
  dryRun: boolean;
  skipInvalid: boolean;
  fileName: string | null;
  progress: ProgressReporter;
}

export interface Counts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** The answer: the counts of what the import does (a dry run: would do), and every error and conflict. */
export function reportOf(run: ImportRun, counts: Counts, problems: RowProblems, id: number | null = null): ImportReport {
  return { id, kind: run.kind, dry_run: run.dryRun, ...counts, errors: problems.sorted(), conflicts: problems.conflicts };
}

/** Whether the import stops here: any error or conflict refuses the whole file unless skip_invalid. */
export const refuses = (run: ImportRun, problems: RowProblems) =>
  !run.skipInvalid && (problems.errors.length > 0 || problems.conflicts.length > 0);

/** 422 with the report: nothing was changed (thrown inside the import's transaction, it rolls it back). */
export function refusal(run: ImportRun, counts: Counts, problems: RowProblems): HttpError {
  const message = IMPORT_FILE_MESSAGES.refused(problems.errors.length, problems.conflicts.length);
  return new HttpError(422, message, { ...reportOf(run, counts, problems) });
}

/** Stores the import's row (in the transaction that writes its records) and returns its id. */
export const storeImport = (trx: Transaction<DB>, run: ImportRun, counts: Counts) =>
  insertImport(trx, { kind: run.kind, file_name: run.fileName, created_by: run.actor.id, created_at: run.now, ...counts });
