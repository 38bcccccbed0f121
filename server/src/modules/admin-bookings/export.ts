import type { Database } from '../../db/database';
import { cursorBatches } from '../../db/cursor';
import { campusClock } from '../../contracts/campus-clock';
import { BOOKING_KIND_LABELS, shownStatus, statusLabelOf } from '../../contracts/booking-rules';
import { dateText, timeText } from '../../contracts/campus-format';
import type { AdminBookingRecord, adminBookingsExportQuery } from './repository';

type ExportRow = AdminBookingRecord & { created_at: Date; decided_by_name: string | null };

export const EXPORT_COLUMNS = [
  'Room',
  'Block',
  'Booked by',
  'E-mail',
  'Date',
  'Start',
  'End',
  'Duration (minutes)',
  'Purpose',
  'Status',
  'Type',
  'Series ID',
  'Created',
  'Decided by',
  'Reason',
] as const;

/*
 * The screen's words and times (issue 35: one vocabulary): the status as its badge says it
 * ("Completed" once a confirmed booking has ended), the type as Manage Bookings says it, dates
 * and times in the one format (a spreadsheet reads "Apr 06, 2026" and "10:00 AM" as such).
 */
const KIND_LABELS = BOOKING_KIND_LABELS;

/**
 * One CSV cell (RFC 4180). Every text cell is quoted, so no separator a spreadsheet may use
 * in its locale (`,` `;` tab `|`) or a line break ever splits one (issue 36); numbers are
 * written bare. Text a spreadsheet would run as a formula — starting with = + - @, or a tab
 * or carriage return that hides one — gets a leading apostrophe (OWASP's advice against CSV
 * injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

function exportCells(row: ExportRow, tz: string, now: Date): (string | number | null)[] {
  const clock = campusClock(tz);
  const start = clock.wall(row.start_time);
  const created = clock.wall(row.created_at);
  const kind = row.recurring_booking_id === null ? 'normal' : row.is_parent ? 'recurring-parent' : 'recurring-child';
  return [
    row.room_name,
    row.block_name,
    row.user_name,
    row.user_email,
    dateText(start.date),
    timeText(start.time),
    timeText(clock.wall(row.end_time).time),
    Math.round((row.end_time.getTime() - row.start_time.getTime()) / 60_000),
    row.purpose,
    statusLabelOf(shownStatus(row.status, row.end_time, now)),
    KIND_LABELS[kind],
    row.recurring_booking_id,
    `${dateText(created.date)} ${timeText(created.time)}`,
    row.decided_by_name,
    row.decision_reason,
  ];
}

/**
 * The CSV file of an export, produced as it is read: a byte-order mark (so Excel reads
 * UTF-8), the header, then the rows a batch at a time through a database cursor, so the
 * server's memory stays flat whatever the number of rows.
 */
export async function* bookingsCsv(database: Database, query: ReturnType<typeof adminBookingsExportQuery>, tz: string, now: Date) {
  yield `\uFEFF${csvLine([...EXPORT_COLUMNS])}`;
  for await (const rows of cursorBatches(database, query, 2_000)) {
    yield (rows as ExportRow[]).map((row) => csvLine(exportCells(row, tz, now))).join('');
  }
}
