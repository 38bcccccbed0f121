import type { Transaction } from 'kysely';
import type { ImportReport } from '../../contracts/imports';
import type { DB } from '../../db/schema';
import { writeAudits } from '../../shared/audit';
import type { CsvRow } from './csv-rows';
import { RowProblems } from './problems';
import { refusal, refuses, reportOf, storeImport, type Counts, type ImportRun } from './run';

/** Rooms and users alike: records keyed in the file, created when new, updated when they differ. */

export interface RecordPlan<V, B extends { id: number }> {
  create: V[];
  update: { before: B; values: V }[];
  unchanged: number;
}

export interface RecordKind<L, V, B extends { id: number }> {
  entity: 'room' | 'user';
  table: 'rooms' | 'users';
  /** A row as written, or null when a cell breaks a rule (each problem recorded). */
  read(problems: RowProblems, r: CsvRow): L | null;
  /** What the rows do to the stored records; rows that cannot be imported get their errors. */
  plan(run: ImportRun, lines: readonly L[], problems: RowProblems): Promise<RecordPlan<V, B>>;
  /** Locks or checks the write needs first, in the import's transaction. */
  prepare?(trx: Transaction<DB>, run: ImportRun): Promise<void>;
  /** The columns an update of a stored record sets (the key's columns stay as they are). */
  changes(values: V): object;
  /** What the audit log keeps of a record. */
  snapshot(id: number, values: V): object;
  storedSnapshot(before: B): object;
}

/** Writes the plan in the import's transaction, each record with its audit row. */
async function writePlan<L, V, B extends { id: number }>(
  trx: Transaction<DB>,
  kind: RecordKind<L, V, B>,
  plan: RecordPlan<V, B>,
  importId: number,
  actorId: number,
) {
  for (let i = 0; i < plan.create.length; i += 1_000) {
    const chunk = plan.create.slice(i, i + 1_000);
    // RETURNING gives the ids in the order of the VALUES rows.
    const ids = await trx
      .insertInto(kind.table)
      .values(chunk.map((v) => ({ ...v, import_id: importId })) as never)
      .returning('id')
      .execute();
    const action = `${kind.entity}.create`;
    await writeAudits(
      trx,
      ids.map(({ id }, k) => ({
        actorId,
        action,
        entity: kind.entity,
        entityId: id,
        after: { ...kind.snapshot(id, chunk[k]), import_id: importId },
      })),
    );
  }
  for (const { before, values } of plan.update) {
    await trx
      .updateTable(kind.table)
      .set(kind.changes(values) as never)
      .where('id', '=', before.id)
      .execute();
  }
  await writeAudits(
    trx,
    plan.update.map(({ before, values }) => ({
      actorId,
      action: `${kind.entity}.update`,
      entity: kind.entity,
      entityId: before.id,
      before: kind.storedSnapshot(before),
      after: { ...kind.snapshot(before.id, values), import_id: importId },
    })),
  );
}

/**
 * An import of rooms or users: the rows read as they arrive, planned against the stored
 * records, then refused (422), answered (dry run) or written in one transaction with the
 * import's own row.
 */
export async function importRecords<L, V, B extends { id: number }>(
  kind: RecordKind<L, V, B>,
  rows: AsyncIterable<CsvRow>,
  run: ImportRun,
): Promise<ImportReport> {
  const problems = new RowProblems();
  const lines: L[] = [];
  let count = 0;
  for await (const r of rows) {
    run.progress.set('reading', ++count, null);
    const line = kind.read(problems, r);
    if (line) lines.push(line);
  }
  run.progress.set('checking', 0, lines.length);
  const plan = await kind.plan(run, lines, problems);
  const counts: Counts = {
    rows: count,
    created: plan.create.length,
    updated: plan.update.length,
    unchanged: plan.unchanged,
    skipped: problems.failedRows,
  };
  if (run.dryRun) return reportOf(run, counts, problems);
  if (refuses(run, problems)) throw refusal(run, counts, problems);
  run.progress.set('writing', 0, plan.create.length + plan.update.length);
  const id = await run.db.transaction().execute(async (trx) => {
    await kind.prepare?.(trx, run);
    const importId = await storeImport(trx, run, counts);
    await writePlan(trx, kind, plan, importId, run.actor.id);
    return importId;
  });
  return reportOf(run, counts, problems, id);
}
