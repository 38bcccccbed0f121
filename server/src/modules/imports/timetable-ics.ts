import ICAL from 'ical.js';
import { ROOM_NAME_MAX } from '../../contracts/admin-rooms';
import { campusClock } from '../../contracts/campus-clock';
import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import { BLOCK_NAME_MAX, USER_FIELD_MAX } from '../../contracts/limits';
import { RECURRING_LIMITS } from '../../contracts/recurring-dates';
import { textProblem, type TextKind } from '../../contracts/text-rule';
import type { CalendarFile, EventText } from './calendar-file';
import type { RowProblems } from './problems';
import { ICS_FIELDS, purposeProblem, timeProblem, type TimetableRow, type Wanted } from './timetable';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

/** Is the name an IANA time zone this runtime knows? */
function knownZone(tzid: string | null): tzid is string {
  if (!tzid) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of an iCalendar time: UTC and times in a VTIMEZONE the file defines are exact;
 * a time without a known zone (floating, or a TZID the file does not define) is read as
 * wall-clock time in its TZID if that names an IANA zone, else in campus time.
 */
function instantOf(time: Time, tzid: string | null, campusTz: string): Date {
  const zone = time.zone as { tzid?: string; component?: unknown } | null;
  if (zone && (zone.tzid === 'UTC' || zone.component)) return new Date(time.toUnixTime() * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  const base = campusClock(knownZone(tzid) ? tzid : campusTz).instant(date, `${pad(time.hour)}:${pad(time.minute)}`);
  return new Date(base.getTime() + time.second * 1000);
}

/** One event of the file and what it asks for. */
interface Entry {
  text: EventText;
  component: Component;
  times: [Time, Time][];
}

const prop = (c: Component, name: string) => {
  const value = c.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A property's text after the text rule and its length, or null (and an error). */
function textOf(problems: RowProblems, row: number, c: Component, name: string, max: number, kind: TextKind = 'single-line') {
  const value = prop(c, name.toLowerCase());
  const problem = textProblem(value, kind);
  if (problem) problems.add(row, name, problem);
  else if (value.length > max) problems.add(row, name, IMPORT_ROW_MESSAGES.tooLong(max));
  else return value;
  return null;
}

/** The dated bookings of an event, in campus time; null (and an error) when its times break a rule. */
function wantedOf(problems: RowProblems, entry: Entry, tz: string): Wanted[] | null {
  const row = entry.text.position;
  const clock = campusClock(tz);
  const zoneOf = (name: string) => entry.component.getFirstProperty(name)?.getParameter('tzid') ?? null;
  const wanted: Wanted[] = [];
  for (const [startTime, endTime] of entry.times) {
    if (startTime.isDate) {
      problems.add(row, ICS_FIELDS.start, IMPORT_ROW_MESSAGES.allDay);
      return null;
    }
    const start = instantOf(startTime, zoneOf('dtstart') as string | null, tz);
    const end = instantOf(endTime, (zoneOf('dtend') ?? zoneOf('dtstart')) as string | null, tz);
    const [from, to] = [clock.wall(start), clock.wall(end)];
    if (to.date !== from.date) {
      problems.add(row, ICS_FIELDS.end, IMPORT_ROW_MESSAGES.spansDays);
      return null;
    }
    const broken = timeProblem(from.time, to.time, ICS_FIELDS);
    if (broken) {
      problems.add(row, broken.field, `${from.date}: ${broken.message}`);
      return null;
    }
    wanted.push({ date: from.date, start_time: from.time, end_time: to.time, start, end });
  }
  return wanted;
}

/** An event as a timetable row (LOCATION, ORGANIZER, SUMMARY, its dated bookings), or null with its errors. */
function rowOf(problems: RowProblems, entry: Entry, tz: string): TimetableRow | null {
  const row = entry.text.position;
  const c = entry.component;
  const location = textOf(problems, row, c, 'LOCATION', ROOM_NAME_MAX + BLOCK_NAME_MAX + 3);
  const organizer = textOf(problems, row, c, 'ORGANIZER', USER_FIELD_MAX.email + 7)?.replace(/^mailto:/i, '') ?? null;
  const summary = textOf(problems, row, c, 'SUMMARY', Number.MAX_SAFE_INTEGER, 'multi-line');
  if (location === '') problems.add(row, 'LOCATION', IMPORT_ROW_MESSAGES.required);
  if (organizer === '') problems.add(row, 'ORGANIZER', IMPORT_ROW_MESSAGES.noOrganizer);
  const purposeBroken = summary !== null && purposeProblem(summary);
  if (purposeBroken) problems.add(row, 'SUMMARY', purposeBroken);
  const bookings = wantedOf(problems, entry, tz);
  if (problems.failedRow(row) || !location || !organizer || !summary || !bookings || bookings.length === 0) return null;
  return {
    row,
    fields: ICS_FIELDS,
    room_name: location,
    block_name: null,
    booker_email: organizer.toLowerCase(),
    purpose: summary,
    bookings,
  };
}

const cancelled = (c: Component) => prop(c, 'status').toUpperCase() === 'CANCELLED';

/**
 * Expands a recurring event with ical.js (RRULE, RDATE, EXDATE), giving each occurrence to
 * the event it belongs to: the master, or the exception (RECURRENCE-ID) that changed it.
 */
function expand(problems: RowProblems, master: Entry, event: Event, exceptions: Map<Component, Entry>): void {
  const rules = master.component.getAllProperties('rrule').map((p) => p.getFirstValue() as InstanceType<typeof ICAL.Recur>);
  if (rules.some((rule) => !rule.isFinite())) {
    problems.add(master.text.position, 'RRULE', IMPORT_ROW_MESSAGES.endless);
    return;
  }
  const iterator = event.iterator();
  let n = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++n > RECURRING_LIMITS.maxOccurrences) {
      problems.add(master.text.position, 'RRULE', IMPORT_ROW_MESSAGES.tooManyOccurrences(RECURRING_LIMITS.maxOccurrences));
      return;
    }
    const details = event.getOccurrenceDetails(next);
    const owner = details.item === event ? master : exceptions.get(details.item.component);
    if (owner && !cancelled(owner.component)) owner.times.push([details.startDate, details.endDate]);
  }
}

/** The events of one UID as entries with their times; an unreadable group gives each event its error. */
function entriesOf(problems: RowProblems, zones: readonly string[], group: readonly EventText[]): Entry[] {
  let components: Component[];
  try {
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:import\r\n${zones.join('')}${group.map((e) => e.text).join('')}END:VCALENDAR\r\n`;
    components = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    for (const e of group) problems.add(e.position, null, IMPORT_ROW_MESSAGES.unreadable(problem));
    return [];
  }
  const entries: Entry[] = components.map((component, i) => ({ text: group[i], component, times: [] }));
  // What ical.js would fail on with a message of its own internals: the event's error, in its words.
  for (const { component, text } of entries) {
    if (!component.hasProperty('dtstart')) problems.add(text.position, 'DTSTART', IMPORT_ROW_MESSAGES.noStart);
    else if (component.getAllProperties('rdate').some((p) => p.type === 'period'))
      problems.add(text.position, 'RDATE', IMPORT_ROW_MESSAGES.rdatePeriod);
  }
  const isException = (e: Entry) => e.component.hasProperty('recurrence-id');
  const master = entries.find((e) => !isException(e));
  const exceptions = new Map(entries.filter(isException).map((e) => [e.component, e]));
  for (const entry of entries) {
    // An exception belongs to its master's expansion (none when the master has an error); one without a master stands alone.
    if (problems.failedRow(entry.text.position) || cancelled(entry.component) || (isException(entry) && master)) continue;
    const related = entry === master ? exceptions : new Map<Component, Entry>();
    const event = new ICAL.Event(entry.component, { exceptions: [...related.keys()] });
    if (!isException(entry) && event.isRecurring()) expand(problems, entry, event, related);
    else entry.times.push([event.startDate, event.endDate]);
  }
  return entries;
}

/** The timetable rows of a calendar file: one per event, in the order of its group (null for an event with errors, or cancelled). */
export function* icsTimetableRows(problems: RowProblems, file: CalendarFile, tz: string): Generator<TimetableRow | null> {
  for (const group of file.groups) {
    const rows = new Map<number, TimetableRow | null>();
    try {
      for (const entry of entriesOf(problems, file.zones, group)) {
        const skip = problems.failedRow(entry.text.position) || cancelled(entry.component);
        rows.set(entry.text.position, skip ? null : rowOf(problems, entry, tz));
      }
    } catch (error) {
      // ical.js refuses some values only while expanding (a malformed RRULE part): the events' error, not a 500.
      const problem = error instanceof Error ? error.message : String(error);
      rows.clear();
      for (const e of group) if (!problems.failedRow(e.position)) problems.add(e.position, null, IMPORT_ROW_MESSAGES.unreadable(problem));
    }
    for (const e of group) yield rows.get(e.position) ?? null;
  }
}
