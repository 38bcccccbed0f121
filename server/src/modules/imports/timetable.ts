import { minutesToTime, timeToMinutes } from '../../contracts/booking-limits';
import { BOOKING_MESSAGES } from '../../contracts/booking-messages';
import { campusClock, type CampusClock } from '../../contracts/campus-clock';
import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import { HttpError } from '../../shared/errors';
import { isLengthRule, purposeViolation, timeBreaches, type TimeBreach, type TimeRule } from '../../contracts/booking-rules';
import { assertTimeRules } from '../bookings';
import type { RowProblems } from './problems';

/**
 * A timetable's rows, whichever file they came from (CSV or iCalendar): each names a room, a
 * booker and a purpose, and the dated bookings it asks for in campus time.
 */

/** One booking a row asks for: its campus date and wall-clock times, and its instants. */
export interface Wanted {
  date: string;
  start_time: string;
  end_time: string;
  start: Date;
  end: Date;
}

/** The names a row's messages give its parts: CSV columns, or iCalendar properties. */
export interface TimetableFields {
  room: string;
  block: string;
  booker: string;
  purpose: string;
  date: string;
  start: string;
  end: string;
}

export const CSV_FIELDS: TimetableFields = {
  room: 'room_name',
  block: 'block_name',
  booker: 'booker_email',
  purpose: 'purpose',
  date: 'start_date',
  start: 'start_time',
  end: 'end_time',
};

export const ICS_FIELDS: TimetableFields = {
  room: 'LOCATION',
  block: 'LOCATION',
  booker: 'ORGANIZER',
  purpose: 'SUMMARY',
  date: 'DTSTART',
  start: 'DTSTART',
  end: 'DTEND',
};

export interface TimetableRow {
  row: number;
  fields: TimetableFields;
  /** The room's name, and its block's (null: an iCalendar LOCATION, matched by room name or "Room (Block)"). */
  room_name: string;
  block_name: string | null;
  booker_email: string;
  purpose: string;
  bookings: Wanted[];
}

const W = IMPORT_ROW_MESSAGES;

/** A broken time rule in an import's words, naming the time at fault (the rule itself is time-rule.ts's). */
const TIME_WORDS: Record<TimeRule, (b: TimeBreach, time: string) => string> = {
  endBeforeStart: (b, end) => W.notAfterStart(end, minutesToTime(b.startMinute)),
  tooShort: (b) => W.tooShort(b.minutes),
  tooLong: () => W.tooLongBooking,
  offGrid: (_, time) => W.offGrid(time),
  beforeOpening: (b, start) => W.beforeOpening(start, minutesToTime(b.limit)),
  afterLastStart: (b, start) => W.afterClosing(start, minutesToTime(b.limit)),
  otherDay: () => W.spansDays,
  afterClosing: (b, end) => W.afterClosing(end, minutesToTime(b.limit)),
};

/**
 * A time rule (DESIGN.md §5, contracts/time-rule.ts) a row's HH:mm times break, as a message
 * naming the time, e.g. "08:30 is before 09:00", and the field it belongs to. A time that is
 * itself wrong (off the grid, outside the hours) is named before the two times' order or
 * length: every fix must change that time (docs/decisions/0250).
 */
export function timeProblem(start: string, end: string, fields: TimetableFields): { field: string; message: string } | null {
  const breaches = timeBreaches({ startMinute: timeToMinutes(start), endMinute: timeToMinutes(end) });
  const breach = breaches.find((b) => !isLengthRule(b.rule)) ?? breaches[0];
  if (!breach) return null;
  const [field, time] = breach.side === 'start' ? [fields.start, start] : [fields.end, end];
  return { field, message: TIME_WORDS[breach.rule](breach, time) };
}

/** Purpose rules of a new booking (bookings/rules.ts), after the text rule. */
export function purposeProblem(purpose: string): string | null {
  return purposeViolation(purpose, 'create');
}

/**
 * Every booking rule (bookings/rules.ts) over one dated booking as an administrator books:
 * the past is allowed, the two-year horizon is not. The field is the date's when the date
 * breaks it, else none (a clock change bent the times).
 */
export function wantedProblem(w: Wanted, fields: TimetableFields, now: Date, tz: string): { field: string | null; message: string } | null {
  try {
    assertTimeRules(w, { tz, now, allowPast: true });
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { field: error.message === BOOKING_MESSAGES.tooFarAhead ? fields.date : null, message: error.message };
  }
}

/**
 * Records the first problem of a row's bookings; true when there was one. The rules read a
 * booking's wall-clock times and its date's distance: every booking with the same times
 * answers alike (their dates passed the row's own checks), so each pair of times is checked
 * once, and the horizon on the row's last booking.
 */
export function checkWanted(problems: RowProblems, row: TimetableRow, now: Date, tz: string): boolean {
  const seen = new Set<string>();
  const last = row.bookings.reduce<Wanted | null>((latest, w) => (latest && latest.start >= w.start ? latest : w), null);
  for (const w of row.bookings) {
    const times = `${w.start_time} ${w.end_time} ${w.end.getTime() - w.start.getTime()}`;
    if (seen.has(times) && w !== last) continue;
    seen.add(times);
    const problem = wantedProblem(w, row.fields, now, tz);
    if (problem) {
      problems.add(row.row, problem.field, `${w.date}: ${problem.message}`);
      return true;
    }
  }
  return false;
}

/** A check of text values that remembers its answers (a file repeats the same few dates thousands of times). */
export function remembered<T>(check: (value: string) => T): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (answers.has(value)) return answers.get(value)!;
    const answer = check(value);
    if (answers.size < 100_000) answers.set(value, answer);
    return answer;
  };
}

/**
 * The campus clock with its wall-time → instant answers remembered: a term's timetable asks
 * for the same few thousand (date, time) pairs over and over, and each fresh answer costs two
 * Intl look-ups.
 */
export function rememberingClock(tz: string): CampusClock {
  const clock = campusClock(tz);
  const instants = new Map<string, number>();
  return {
    wall: (instant) => clock.wall(instant),
    iso: (instant) => clock.iso(instant),
    instant(date, time) {
      const key = `${date} ${time}`;
      let ms = instants.get(key);
      if (ms === undefined) instants.set(key, (ms = clock.instant(date, time).getTime()));
      return new Date(ms);
    },
  };
}

/** "9:00", "09:00" and "09:00:00" → "09:00"; null when it is not a time of day. */
export function wallTime(value: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::00)?$/.exec(value);
  if (!m || Number(m[1]) > 23) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}
