import { IMPORT_MAX_ROWS } from '../../contracts/import-columns';
import { IMPORT_FILE_MESSAGES } from '../../contracts/import-messages';
import { badRequest, HttpError } from '../../shared/errors';

/** One VEVENT of a file: its 1-based position among the file's events, its UID and its text. */
export interface EventText {
  position: number;
  uid: string;
  text: string;
}

/** A calendar file cut into what the import needs: its time zone definitions and its events, by UID. */
export interface CalendarFile {
  zones: string[];
  /** Events sharing a UID (a recurring event and its changed occurrences), in file order. */
  groups: EventText[][];
  events: number;
}

/** The lines of the text as they arrive (CRLF or LF), without their line ends. */
async function* linesOf(text: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of text) {
    const parts = (rest + chunk).split(/\r?\n/);
    rest = parts.pop()!;
    yield* parts;
  }
  if (rest) yield rest;
}

const uidOf = (text: string) => /^UID[;:](?:[^:\r\n]*:)?(.*)$/m.exec(text.replace(/\r?\n[ \t]/g, ''))?.[1].trim() ?? '';

/**
 * Reads an iCalendar file line by line, keeping only the text of its VTIMEZONE and VEVENT
 * components (each event's own lines, unparsed) grouped by UID, so a recurring event meets
 * its exceptions (RECURRENCE-ID) wherever they stand in the file. A file that does not start
 * with BEGIN:VCALENDAR, or holds no event, is a 400; one with more than IMPORT_MAX_ROWS
 * events a 413.
 */
export async function readCalendarFile(text: AsyncIterable<string>): Promise<CalendarFile> {
  const file: CalendarFile = { zones: [], groups: [], events: 0 };
  const byUid = new Map<string, EventText[]>();
  const stack: string[] = [];
  let current: string[] | null = null;
  for await (const line of linesOf(text)) {
    if (stack.length === 0 && !line.trim()) continue;
    const begin = /^BEGIN:(\S+)/i.exec(line)?.[1].toUpperCase();
    const end = /^END:(\S+)/i.exec(line)?.[1].toUpperCase();
    if (stack.length === 0 && begin !== 'VCALENDAR') throw badRequest(IMPORT_FILE_MESSAGES.notCalendar);
    if (begin) {
      stack.push(begin);
      if (stack.length === 2 && (begin === 'VEVENT' || begin === 'VTIMEZONE')) current = [];
    }
    current?.push(line);
    if (end && stack.length > 0) {
      if (stack.length === 2 && current) {
        const component = `${current.join('\r\n')}\r\n`;
        if (end === 'VTIMEZONE') file.zones.push(component);
        else if (end === 'VEVENT') {
          if (file.events >= IMPORT_MAX_ROWS) throw new HttpError(413, IMPORT_FILE_MESSAGES.tooManyEvents);
          const event = { position: ++file.events, uid: uidOf(component), text: component };
          const key = event.uid || `#${event.position}`;
          const group = byUid.get(key);
          if (group) group.push(event);
          else byUid.set(key, [event]);
        }
        current = null;
      }
      stack.pop();
    }
  }
  if (file.events === 0) throw badRequest(IMPORT_FILE_MESSAGES.noEvents);
  file.groups = [...byUid.values()];
  return file;
}
