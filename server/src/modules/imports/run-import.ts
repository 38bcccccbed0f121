import type { ImportReport } from '../../contracts/imports';
import type { CsvRow } from './csv-rows';
import { csvRows } from './csv-rows';
import { readCalendarFile } from './calendar-file';
import type { RowProblems } from './problems';
import { importRecords } from './records';
import { ROOM_IMPORT } from './rooms';
import type { ImportRun } from './run';
import { readCsvTimetableRow } from './timetable-csv';
import { icsTimetableRows } from './timetable-ics';
import { isIsoDate } from '../../shared/time';
import { remembered, rememberingClock } from './timetable';
import { importTimetable } from './timetable-import';
import { decodeUtf8, type Upload } from './upload';
import { USER_IMPORT } from './users';

async function* csvTimetable(rows: AsyncIterable<CsvRow>, problems: RowProblems, tz: string) {
  const tools = { clock: rememberingClock(tz), isDate: remembered(isIsoDate) };
  for await (const r of rows) yield readCsvTimetableRow(problems, r, tools);
}

/**
 * Reads the uploaded file as it arrives (20 MB at most, UTF-8) and imports it as its kind:
 * a CSV of rooms, users or a timetable, or an iCalendar timetable.
 */
export async function runImport(upload: Upload, run: ImportRun): Promise<ImportReport> {
  // A refusal may come before the whole file arrived: Node reads and drops the rest once the answer is sent.
  const text = decodeUtf8(upload.stream);
  if (upload.format === 'ics') {
    const file = await readCalendarFile(text);
    return importTimetable(run, (problems) => icsTimetableRows(problems, file, run.tz));
  }
  const rows = csvRows(run.kind, text);
  if (run.kind === 'rooms') return importRecords(ROOM_IMPORT, rows, run);
  if (run.kind === 'users') return importRecords(USER_IMPORT, rows, run);
  return importTimetable(run, (problems) => csvTimetable(rows, problems, run.tz));
}
