/**
 * Import (issue 31): every message an import answers with, as plain values. A file-level
 * refusal is a 4xx `{message}`; a row's problem is `{row, field, message}`, where the message
 * reads on after "row 214, start_time: " (e.g. "08:30 is before 09:00").
 */
import { IMPORT_COLUMNS, IMPORT_MAX_BOOKINGS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKind } from './import-columns';
import { dateText } from './campus-format';
import { ROLE_LABELS } from './role-words';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const list = (items: readonly string[]) => items.join(', ');

/** The file as a whole (400, 413, 415). */
export const IMPORT_FILE_MESSAGES = {
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.`,
  notUtf8: (line: number) =>
    `The file is not UTF-8 text: line ${line} holds bytes that are not UTF-8 (the file may be saved as Windows-1252 or Latin-1). Save it as "CSV UTF-8" and upload it again.`,
  utf16: 'The file is UTF-16 text, not UTF-8. Save it as "CSV UTF-8" and upload it again.',
  notText: (what: string) => `The file is not text: it is ${what}. Save it as "CSV UTF-8" and upload it again.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files and import each.`,
  tooManyEvents: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} events. Split it into smaller files and import each.`,
  tooManyBookings: `The file asks for more than ${IMPORT_MAX_BOOKINGS.toLocaleString('en-US')} bookings. Split it into smaller files (a term's weeks, or a few blocks each) and import each.`,
  empty: 'The file is empty.',
  mediaType: 'Send the file itself as the request body, as text/csv (or text/calendar for a timetable).',
  calendarKind: 'An iCalendar (.ics) file can only be imported as a timetable.',
  notCalendar: 'The file is not an iCalendar file: it does not start with BEGIN:VCALENDAR.',
  noEvents: 'The iCalendar file holds no events.',
  badCsv: (problem: string, row: number) => `The file is not valid CSV: ${problem} (row ${row}).`,
  missingColumns: (kind: ImportKind, missing: readonly string[]) =>
    `Missing ${missing.length === 1 ? 'column' : 'columns'}: ${list(missing)}. The first row names the columns: ${list(IMPORT_COLUMNS[kind])}.`,
  unknownColumns: (kind: ImportKind, unknown: readonly string[]) =>
    `Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${list(unknown)}. The columns are: ${list(IMPORT_COLUMNS[kind])}.`,
  repeatedColumns: (repeated: readonly string[]) => `Columns named twice: ${list(repeated)}.`,
  semicolons: 'The columns seem to be separated by ";" — save the file with commas between columns (lists inside a cell use ";").',
  /** 422: the report holds what is wrong; nothing was changed. */
  refused: (errors: number, conflicts: number) =>
    `Nothing was imported: the file has ${[errors ? plural(errors, 'error') : '', conflicts ? plural(conflicts, 'conflict') : ''].filter(Boolean).join(' and ')}. Correct the file, or import only the valid rows.`,
} as const;

/** A row's problems: the field is named beside the message. */
export const IMPORT_ROW_MESSAGES = {
  required: 'is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  tooManyItems: (max: number) => `can list at most ${max} items`,
  extraCells: (cells: number, columns: number) => `the row has ${cells} cells but the header names ${columns} columns`,
  repeats: (row: number) => `repeats row ${row}`,
  // Rooms
  unknownBlock: (name: string) => `there is no block "${name}"`,
  capacity: (max: number) => `must be a whole number from 1 to ${max}`,
  sameRoom: (row: number) => `row ${row} has the same room (block and name)`,
  // Users
  sameUser: (row: number) => `row ${row} has the same e-mail`,
  unknownRole: (role: string, roles: readonly string[]) => `"${role}" is not a role; the roles are ${list(roles)}`,
  // Bookings
  date: (value: string) => `"${value}" is not a date in YYYY-MM-DD form`,
  time: (value: string) => `"${value}" is not a time in HH:mm form`,
  offGrid: (time: string) => `${time} is not on a quarter hour (:00, :15, :30 or :45)`,
  beforeOpening: (time: string, opening: string) => `${time} is before ${opening}`,
  afterClosing: (time: string, closing: string) => `${time} is after ${closing}`,
  notAfterStart: (end: string, start: string) => `${end} is not after the start time ${start}`,
  tooShort: (minutes: number) => `the booking is ${minutes} minutes long; it must be at least 15 minutes`,
  tooLongBooking: 'the booking is longer than 8 hours',
  endBeforeStart: (end: string, start: string) => `${end} is before start_date ${start}`,
  weekday: (value: string) => `"${value}" is not a weekday (Mon, Tue, Wed, Thu, Fri, Sat or Sun)`,
  weekdaysNeeded: 'name the weekdays (e.g. Mon;Thu) when end_date is given',
  notOnWeekdays: (date: string) => `${date} is not on one of the weekdays`,
  noDates: 'no date of the range falls on the weekdays once skip_dates are left out',
  unknownRoom: (room: string, block: string) => `there is no room "${room}" in block "${block}"`,
  unknownBooker: (email: string) => `there is no user with the e-mail ${email}`,
  deactivatedBooker: (email: string) => `${email} is deactivated`,
  // iCalendar
  allDay: 'all-day events cannot be booked; give the event a start and end time',
  endless: 'the event repeats without end; give its RRULE an UNTIL or a COUNT',
  tooManyOccurrences: (max: number) => `the event repeats more than ${max} times`,
  unreadable: (problem: string) => `the event cannot be read: ${problem}`,
  noOrganizer: 'is required (mailto: the booker’s e-mail)',
  noStart: 'is required (the date and time the event starts)',
  rdatePeriod: 'a period (start/end) cannot be read here; list the extra dates as date-times, e.g. RDATE:20270112T100000',
  unknownLocation: (location: string) => `there is no room "${location}"; name it as in Manage Rooms, or "Room (Block)"`,
  ambiguousLocation: (location: string, blocks: readonly string[]) =>
    `"${location}" names a room in ${list(blocks)}; write it as "${location} (${blocks[0]})"`,
  spansDays: 'the event must start and end on the same day',
} as const;

/** A timetable date whose time is taken or closed (the conflict's message). */
export const IMPORT_CONFLICT_MESSAGES = {
  booked: (room: string, date: string, from: string, to: string, by: string) => `${room} is booked ${date} ${from}–${to} by ${by}`,
  inFile: (room: string, date: string, from: string, to: string, row: number) =>
    `${room} is booked ${date} ${from}–${to} by row ${row} of this file`,
  closed: (room: string, date: string, reason: string) => `${room} is closed on ${date}: ${reason}`,
} as const;

/** Undo (DELETE /api/admin/imports/{id}). */
export const IMPORT_UNDO_MESSAGES = {
  notFound: 'Import not found.',
  usersOnly: `Only a ${ROLE_LABELS.super_admin.toLowerCase()} may undo an import of users.`,
  alreadyUndone: 'This import has already been undone.',
  progressNotFound: 'No import is running under this progress token.',
  done: (kind: ImportKind, cancelled: number, removed: number, kept: number) => {
    const parts =
      kind === 'bookings'
        ? [`${plural(cancelled, 'booking')} cancelled`]
        : [`${plural(removed, kind === 'rooms' ? 'room' : 'user')} removed`];
    if (kept) parts.push(`${kept} kept`);
    return `Import undone: ${parts.join(', ')}.`;
  },
  keptStarted: 'had started before the undo',
  keptNotLive: 'had been cancelled or declined already',
  keptBookings: 'has bookings',
  keptSeries: 'has recurring bookings',
  keptClosures: 'is named in a closure',
  keptSignedIn: 'has signed in',
  keptDecisions: 'has decided requests or set rules',
  keptUpdated: (n: number, kind: 'room' | 'user') => `${plural(n, kind)} the import updated`,
  keptUpdatedReason: (n: number) => `${n === 1 ? 'keeps its' : 'keep their'} new details: an undo removes only what the import created`,
  /** The import's campus date (YYYY-MM-DD), in the one date format. */
  undoneReason: (date: string) => `The timetable import of ${dateText(date)} was undone.`,
} as const;
