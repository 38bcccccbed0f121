import { CAPACITY_MAX, ROOM_NAME_MAX } from '../../contracts/admin-rooms';
import { BLOCK_NAME_MAX } from '../../contracts/limits';
import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import { cleanLabels } from '../rooms';
import type { CsvRow } from './csv-rows';
import { FirstRows, listItems, nameKey, type RowProblems, textCell } from './problems';
import { allBlocks, allRooms, type StoredRoom } from './repository';
import type { RecordKind, RecordPlan } from './records';
import type { ImportRun } from './run';

/** Labels of a room (RoomBody's bounds): at most 50, each at most 100 characters. */
const LABELS = { max: 50, length: 100 };

interface RoomLine {
  row: number;
  room_name: string;
  block_name: string;
  /** undefined: the column is absent, so a stored room keeps its value. */
  capacity?: number | null;
  features?: string[];
  access?: string[];
}

export interface RoomValues {
  room_name: string;
  block_id: number;
  capacity: number | null;
  features: string[];
  access: string[];
}

function labelsOf(problems: RowProblems, r: CsvRow, column: string): string[] | undefined {
  if (!r.has(column)) return undefined;
  const text = textCell(problems, r, column, { max: Number.MAX_SAFE_INTEGER });
  if (text === null) return [];
  const labels = cleanLabels(listItems(text));
  if (labels.length > LABELS.max) problems.add(r.row, column, IMPORT_ROW_MESSAGES.tooManyItems(LABELS.max));
  else if (labels.some((l) => l.length > LABELS.length)) problems.add(r.row, column, IMPORT_ROW_MESSAGES.tooLong(LABELS.length));
  return labels;
}

function capacityOf(problems: RowProblems, r: CsvRow): number | null | undefined {
  if (!r.has('capacity')) return undefined;
  const text = r.cell('capacity');
  if (!text) return null;
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= CAPACITY_MAX) return n;
  problems.add(r.row, 'capacity', IMPORT_ROW_MESSAGES.capacity(CAPACITY_MAX));
  return null;
}

/** A row's room as written, or null when a cell breaks a rule (each problem recorded). */
function readRoom(problems: RowProblems, r: CsvRow): RoomLine | null {
  if (r.problem) problems.add(r.problem.row, r.problem.field, r.problem.message);
  const room_name = textCell(problems, r, 'room_name', { max: ROOM_NAME_MAX, required: true });
  const block_name = textCell(problems, r, 'block_name', { max: BLOCK_NAME_MAX, required: true });
  const line = { row: r.row, room_name, block_name, capacity: capacityOf(problems, r) };
  const labels = { features: labelsOf(problems, r, 'features'), access: labelsOf(problems, r, 'access') };
  if (problems.failedRow(r.row) || room_name === null || block_name === null) return null;
  return { ...line, room_name, block_name, ...labels };
}

/** The room as it will be stored: the file's values, and the stored ones where the file has no column. */
const valuesOf = (line: RoomLine, blockId: number, stored?: StoredRoom): RoomValues => ({
  room_name: stored?.room_name ?? line.room_name,
  block_id: blockId,
  capacity: line.capacity !== undefined ? line.capacity : (stored?.capacity ?? null),
  features: line.features ?? stored?.features ?? [],
  access: line.access ?? stored?.access ?? [],
});

const sameLabels = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const differs = (stored: StoredRoom, v: RoomValues) =>
  stored.capacity !== v.capacity || !sameLabels(stored.features, v.features) || !sameLabels(stored.access, v.access);

type RoomPlan = RecordPlan<RoomValues, StoredRoom>;

/**
 * Rooms keyed by (block, name), letter case ignored: a new key is created, a stored room is
 * updated when the file's capacity, features or access differ, else left unchanged. The
 * block must exist; a key twice in the file is an error of the later row.
 */
async function planRooms(run: ImportRun, lines: readonly RoomLine[], problems: RowProblems): Promise<RoomPlan> {
  const blocks = new Map((await allBlocks(run.db)).map((b) => [nameKey(b.block_name), b.id]));
  const stored = new Map((await allRooms(run.db)).map((r) => [nameKey(String(r.block_id), r.room_name), r]));
  const firsts = new FirstRows();
  const plan: RoomPlan = { create: [], update: [], unchanged: 0 };
  for (const line of lines) {
    const blockId = blocks.get(nameKey(line.block_name));
    if (blockId === undefined) {
      problems.add(line.row, 'block_name', IMPORT_ROW_MESSAGES.unknownBlock(line.block_name));
      continue;
    }
    const key = nameKey(String(blockId), line.room_name);
    const first = firsts.earlierThan(key, line.row);
    if (first !== undefined) {
      problems.add(line.row, 'room_name', IMPORT_ROW_MESSAGES.sameRoom(first));
      continue;
    }
    const before = stored.get(key);
    const values = valuesOf(line, blockId, before);
    if (!before) plan.create.push(values);
    else if (differs(before, values)) plan.update.push({ before, values });
    else plan.unchanged += 1;
  }
  return plan;
}

/** Import of rooms (Manage Rooms → "Import rooms"). */
export const ROOM_IMPORT: RecordKind<RoomLine, RoomValues, StoredRoom> = {
  entity: 'room',
  table: 'rooms',
  read: readRoom,
  plan: planRooms,
  changes: (v) => ({ capacity: v.capacity, features: v.features, access: v.access }),
  snapshot: (id, values) => ({ id, ...values }),
  storedSnapshot: (r) => ({
    id: r.id,
    room_name: r.room_name,
    block_id: r.block_id,
    capacity: r.capacity,
    features: r.features,
    access: r.access,
  }),
};
