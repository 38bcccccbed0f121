import { ROOM_NAME_MAX } from '../../contracts/admin-rooms';
import { RECURRING_MESSAGES } from '../../contracts/booking-messages';
import type { CampusClock } from '../../contracts/campus-clock';
import { BLOCK_NAME_MAX, USER_FIELD_MAX } from '../../contracts/limits';
import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import { countPatternDates, daysBetween, RECURRING_LIMITS, WEEKDAY_NAMES, type PatternRow } from '../../contracts/recurring-dates';
import { clockChangeViolation, expandPattern } from '../recurring';
import type { CsvRow } from './csv-rows';
import { listItems, textCell, type RowProblems } from './problems';
import { CSV_FIELDS, purposeProblem, timeProblem, wallTime, type TimetableRow, type Wanted } from './timetable';

const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.toLowerCase());

/** "Mon", "monday", "THU" → 1, 1, 4 (Sunday is 0); null when it is not a weekday. */
function weekday(value: string): number | null {
  const v = value.toLowerCase();
  const day = WEEKDAYS.findIndex((name) => v === name || v === name.slice(0, 3));
  return day < 0 ? null : day;
}

/** What reading a timetable's rows needs besides the row: the campus clock and a date check, both remembering. */
export interface RowTools {
  clock: CampusClock;
  isDate: (value: string) => boolean;
}

/** A date cell, or null (and an error) when it is not a real YYYY-MM-DD date. */
function dateCell(problems: RowProblems, r: CsvRow, column: string, isDate: RowTools['isDate']): string | null {
  const value = r.cell(column);
  if (isDate(value)) return value;
  problems.add(r.row, column, value ? IMPORT_ROW_MESSAGES.date(value) : IMPORT_ROW_MESSAGES.required);
  return null;
}

function timeCell(problems: RowProblems, r: CsvRow, column: string): string | null {
  const value = r.cell(column);
  const time = wallTime(value);
  if (!time) problems.add(r.row, column, value ? IMPORT_ROW_MESSAGES.time(value) : IMPORT_ROW_MESSAGES.required);
  return time;
}

interface Span {
  start: string;
  end: string;
  days: number[];
  skip: string[];
}

/** start_date..end_date on the weekdays (one date without end_date), minus skip_dates; null when a cell is wrong. */
function spanOf(problems: RowProblems, r: CsvRow, isDate: RowTools['isDate']): Span | null {
  const start = dateCell(problems, r, 'start_date', isDate);
  const end = r.cell('end_date') ? dateCell(problems, r, 'end_date', isDate) : start;
  const days: number[] = [];
  for (const item of listItems(r.cell('weekdays'))) {
    const day = weekday(item);
    if (day === null) problems.add(r.row, 'weekdays', IMPORT_ROW_MESSAGES.weekday(item));
    else if (!days.includes(day)) days.push(day);
  }
  const skip: string[] = [];
  for (const item of listItems(r.cell('skip_dates'))) {
    if (isDate(item)) skip.push(item);
    else problems.add(r.row, 'skip_dates', IMPORT_ROW_MESSAGES.date(item));
  }
  if (start === null || end === null || problems.failedRow(r.row)) return null;
  const single = !r.cell('end_date');
  if (daysBetween(start, end) < 0) problems.add(r.row, 'end_date', IMPORT_ROW_MESSAGES.endBeforeStart(end, start));
  else if (daysBetween(start, end) >= RECURRING_LIMITS.maxSpanDays) problems.add(r.row, 'end_date', RECURRING_MESSAGES.tooLong);
  else if (!single && days.length === 0) problems.add(r.row, 'weekdays', IMPORT_ROW_MESSAGES.weekdaysNeeded);
  else if (single && days.length && !days.includes(new Date(`${start}T00:00:00Z`).getUTCDay())) {
    problems.add(r.row, 'weekdays', IMPORT_ROW_MESSAGES.notOnWeekdays(start));
  } else return { start, end, days: single ? [new Date(`${start}T00:00:00Z`).getUTCDay()] : days, skip };
  return null;
}

/** The dated bookings of a row's span and times, or null (and an error) when there are none or too many. */
function bookingsOf(problems: RowProblems, r: CsvRow, span: Span, times: [string, string], clock: CampusClock): Wanted[] | null {
  const pattern: PatternRow[] = span.days.map((day_of_week) => ({ day_of_week, start_time: times[0], end_time: times[1] }));
  const count = countPatternDates(pattern, span.start, span.end);
  if (count > RECURRING_LIMITS.maxOccurrences) {
    problems.add(r.row, 'end_date', RECURRING_MESSAGES.tooMany(count));
    return null;
  }
  const occurrences = expandPattern(pattern, span.start, span.end, clock);
  const dates = new Set(occurrences.map((o) => o.date));
  const stray = span.skip.find((d) => !dates.has(d));
  if (stray) {
    problems.add(r.row, 'skip_dates', RECURRING_MESSAGES.notInSeries(stray));
    return null;
  }
  const skip = new Set(span.skip);
  const wanted = occurrences.filter((o) => !skip.has(o.date));
  if (wanted.length === 0) problems.add(r.row, 'skip_dates', IMPORT_ROW_MESSAGES.noDates);
  const bent = wanted.map((o) => clockChangeViolation(o, clock)).find(Boolean);
  if (bent) problems.add(r.row, CSV_FIELDS.start, bent);
  return wanted.length && !bent
    ? wanted.map(({ date, start_time, end_time, start, end }) => ({ date, start_time, end_time, start, end }))
    : null;
}

/**
 * A timetable CSV row as the bookings it asks for, or null when a cell breaks a rule (each
 * problem recorded with its column). Rooms, blocks and bookers are looked up afterwards,
 * for all rows at once.
 */
export function readCsvTimetableRow(problems: RowProblems, r: CsvRow, { clock, isDate }: RowTools): TimetableRow | null {
  if (r.problem) problems.add(r.problem.row, r.problem.field, r.problem.message);
  const room_name = textCell(problems, r, 'room_name', { max: ROOM_NAME_MAX, required: true });
  const block_name = textCell(problems, r, 'block_name', { max: BLOCK_NAME_MAX, required: true });
  const booker = textCell(problems, r, 'booker_email', { max: USER_FIELD_MAX.email, required: true });
  const purpose = textCell(problems, r, 'purpose', { max: Number.MAX_SAFE_INTEGER, kind: 'multi-line' });
  const purposeBroken = purpose !== null && purposeProblem(purpose);
  if (purposeBroken) problems.add(r.row, 'purpose', purposeBroken);
  const [start, end] = [timeCell(problems, r, 'start_time'), timeCell(problems, r, 'end_time')];
  const span = spanOf(problems, r, isDate);
  const broken = start && end ? timeProblem(start, end, CSV_FIELDS) : null;
  if (broken) problems.add(r.row, broken.field, broken.message);
  if (problems.failedRow(r.row) || !room_name || !block_name || !booker || !purpose || !start || !end || !span) return null;
  const bookings = bookingsOf(problems, r, span, [start, end], clock);
  if (!bookings) return null;
  return { row: r.row, fields: CSV_FIELDS, room_name, block_name, booker_email: booker.toLowerCase(), purpose: purpose.trim(), bookings };
}
