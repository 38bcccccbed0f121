import { createHash } from 'node:crypto';
import { IMPORT_MAX_BOOKINGS } from '../../contracts/import-columns';
import { IMPORT_CONFLICT_MESSAGES, IMPORT_FILE_MESSAGES, IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import type { ImportReport } from '../../contracts/imports';
import { mayBookRoom, ROOM_STATE_MESSAGES } from '../../contracts/room-access';
import { campusClock } from '../../contracts/campus-clock';
import { HttpError } from '../../shared/errors';
import { checkBatch, writeBatch, type BatchBooking, type BatchCheck, type BatchConflict } from '../bookings';
import { FirstRows, nameKey, RowProblems } from './problems';
import { allRooms, usersByEmail, type StoredRoom, type StoredUser } from './repository';
import { refusal, refuses, reportOf, storeImport, type Counts, type ImportRun } from './run';
import { checkWanted, type TimetableRow, type Wanted } from './timetable';

/** Finds a row's room: by block and name (CSV), or by a LOCATION naming the room alone or as "Room (Block)". */
function roomFinder(rooms: readonly StoredRoom[]) {
  const byKey = new Map(rooms.map((r) => [nameKey(r.block_name, r.room_name), r]));
  const byName = new Map<string, StoredRoom[]>();
  for (const r of rooms) {
    const same = byName.get(nameKey(r.room_name));
    if (same) same.push(r);
    else byName.set(nameKey(r.room_name), [r]);
  }
  const blocks = new Set(rooms.map((r) => nameKey(r.block_name)));
  return (row: TimetableRow): StoredRoom | { field: string; message: string } => {
    const { room_name: room, block_name: block, fields } = row;
    if (block !== null) {
      const found = byKey.get(nameKey(block, room));
      if (found) return found;
      if (!blocks.has(nameKey(block))) return { field: fields.block, message: IMPORT_ROW_MESSAGES.unknownBlock(block) };
      return { field: fields.room, message: IMPORT_ROW_MESSAGES.unknownRoom(room, block) };
    }
    const named = byName.get(nameKey(room)) ?? [];
    if (named.length === 1) return named[0];
    if (named.length > 1)
      return {
        field: fields.room,
        message: IMPORT_ROW_MESSAGES.ambiguousLocation(
          room,
          named.map((r) => r.block_name),
        ),
      };
    const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(room);
    const inBlock = m && byKey.get(nameKey(m[2], m[1]));
    return inBlock || { field: fields.room, message: IMPORT_ROW_MESSAGES.unknownLocation(room) };
  };
}

/** Why this booker cannot have this room, or null. */
function bookerProblem(user: StoredUser | undefined, row: TimetableRow, room: StoredRoom): string | null {
  if (!user) return IMPORT_ROW_MESSAGES.unknownBooker(row.booker_email);
  if (user.deactivated_at) return IMPORT_ROW_MESSAGES.deactivatedBooker(row.booker_email);
  return mayBookRoom(user.access, room.access) ? null : ROOM_STATE_MESSAGES.reservedFor(room.access);
}

/** The batch the rows ask for, and for each of its bookings the row and date it came from. */
interface Batch {
  items: BatchBooking[];
  origins: { row: number; wanted: Wanted }[];
  rooms: Map<number, StoredRoom>;
}

/** Rooms and bookers looked up for every row at once; rows naming unknown ones, or repeating a row, get their error. */
async function resolve(run: ImportRun, rows: readonly TimetableRow[], problems: RowProblems): Promise<Batch> {
  const findRoom = roomFinder(await allRooms(run.db));
  const users = new Map((await usersByEmail(run.db, [...new Set(rows.map((r) => r.booker_email))])).map((u) => [nameKey(u.email), u]));
  const batch: Batch = { items: [], origins: [], rooms: new Map() };
  const firsts = new FirstRows();
  for (const row of rows) {
    const room = findRoom(row);
    if (!('id' in room)) {
      problems.add(row.row, room.field, room.message);
      continue;
    }
    if (room.deactivated_at) problems.add(row.row, row.fields.room, ROOM_STATE_MESSAGES.deactivated(room.room_name));
    const user = users.get(nameKey(row.booker_email));
    const refused = bookerProblem(user, row, room);
    if (refused) problems.add(row.row, row.fields.booker, refused);
    if (problems.failedRow(row.row) || !user) continue;
    const hash = createHash('sha1').update(`${room.id} ${user.id} ${row.purpose}`);
    for (const w of row.bookings) hash.update(` ${w.start.getTime()}-${w.end.getTime()}`);
    const key = hash.digest('base64');
    const first = firsts.earlierThan(key, row.row);
    if (first !== undefined) {
      problems.add(row.row, null, IMPORT_ROW_MESSAGES.repeats(first));
      continue;
    }
    batch.rooms.set(room.id, room);
    for (const wanted of row.bookings) {
      batch.items.push({ room_id: room.id, user_id: user.id, purpose: row.purpose, start: wanted.start, end: wanted.end });
      batch.origins.push({ row: row.row, wanted });
    }
  }
  return batch;
}

/** The conflicts of the check as the report states them: row, date, room and what holds the time. */
function reportConflicts(batch: Batch, conflicts: readonly BatchConflict[], problems: RowProblems, tz: string): void {
  const clock = campusClock(tz);
  for (const c of conflicts) {
    const { row, wanted } = batch.origins[c.index];
    const room = batch.rooms.get(batch.items[c.index].room_id)!.room_name;
    let message: string;
    if (c.cause === 'closed') message = IMPORT_CONFLICT_MESSAGES.closed(room, wanted.date, c.reason);
    else if (c.cause === 'batch') {
      const holder = batch.origins[c.other];
      message = IMPORT_CONFLICT_MESSAGES.inFile(room, holder.wanted.date, holder.wanted.start_time, holder.wanted.end_time, holder.row);
    } else {
      const [from, to] = [clock.wall(c.start_time), clock.wall(c.end_time)];
      message = IMPORT_CONFLICT_MESSAGES.booked(room, from.date, from.time, to.time, c.user_name);
    }
    problems.conflicts.push({ row, date: wanted.date, room_name: room, message });
  }
  problems.conflicts.sort((a, b) => a.row - b.row || a.date.localeCompare(b.date));
}

function countsOf(rows: number, batch: Batch, check: BatchCheck, problems: RowProblems): Counts {
  const created = batch.items.length - check.same.size - check.conflicts.length;
  return { rows, created, updated: 0, unchanged: check.same.size, skipped: problems.failedRows + check.conflicts.length };
}

/**
 * Import of a timetable (Manage Bookings → "Import timetable"): the rows read as they arrive,
 * their rooms and bookers looked up, every booking checked in bulk against the file itself,
 * the stored bookings and the closures, then refused (422), answered (dry run) or written by
 * the bookings module's batch writer in one transaction with the import's row.
 */
export async function importTimetable(
  run: ImportRun,
  source: (problems: RowProblems) => AsyncIterable<TimetableRow | null> | Iterable<TimetableRow | null>,
): Promise<ImportReport> {
  const problems = new RowProblems();
  const rows: TimetableRow[] = [];
  let count = 0;
  let asked = 0;
  for await (const row of source(problems)) {
    run.progress.set('reading', ++count, null);
    // A row asks for at most 500 bookings: the file is refused before it can hold much more than the limit.
    if (row && (asked += row.bookings.length) > IMPORT_MAX_BOOKINGS) throw new HttpError(413, IMPORT_FILE_MESSAGES.tooManyBookings);
    if (row && !checkWanted(problems, row, run.now, run.tz)) rows.push(row);
  }
  const batch = await resolve(run, rows, problems);
  rows.length = 0;
  const progress = (phase: 'checking' | 'writing', done: number, total: number) => run.progress.set(phase, done, total);
  if (run.dryRun) {
    const check = await checkBatch(run.db, batch.items, { locked: false, progress: (d, t) => progress('checking', d, t) });
    reportConflicts(batch, check.conflicts, problems, run.tz);
    return reportOf(run, countsOf(count, batch, check, problems), problems);
  }
  let counts!: Counts;
  const written = await writeBatch(
    { db: run.db, tz: run.tz, now: run.now, actor: run.actor },
    {
      items: batch.items,
      progress,
      accept: async (trx, check) => {
        reportConflicts(batch, check.conflicts, problems, run.tz);
        counts = countsOf(count, batch, check, problems);
        if (refuses(run, problems)) throw refusal(run, counts, problems);
        return storeImport(trx, run, counts);
      },
    },
  );
  return reportOf(run, counts, problems, written.importId);
}
