/** Helpers for the calendar tests (not loaded by the app): iCalendar read back with ical.js, a real parser. */
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  location: string;
}

export interface ParsedCalendar {
  method: string | null;
  name: string | null;
  events: ParsedEvent[];
}

export function parseIcs(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        summary: event.summary,
        location: event.location,
      };
    }),
  };
}
