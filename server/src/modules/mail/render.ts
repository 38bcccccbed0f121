import { statusLabelOf } from '../../contracts/booking-rules';
import { dayText as day, timeRangeText } from '../../contracts/campus-format';
import { noticeOf, type BookingEvent, type EventPayload, type IghEvent, type ImportSummary } from '../events';

/** A mail's visible parts, made from its event alone (the same whenever it is sent). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Header text is one line: CR, LF and other control characters (from a purpose, a reason,
 * a name) become spaces, so nothing a user typed can start a header of its own.
 */
export const headerText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Rows = [label: string, value: string | null][];

/** An import's summary (issue 31): how many bookings, over which dates and in which rooms. */
function importRows(s: ImportSummary): { about: string; rows: Rows } {
  const count = `${s.count} booking${s.count === 1 ? '' : 's'}`;
  const rooms = s.rooms.length > 5 ? `${s.rooms.slice(0, 5).join(', ')} and ${s.rooms.length - 5} more` : s.rooms.join(', ');
  const dates = s.first_date === s.last_date ? day(s.first_date) : `${day(s.first_date)} to ${day(s.last_date)}`;
  return {
    about: count,
    rows: [
      ['Bookings', `${count}, ${dates}`],
      ['Rooms', rooms],
    ],
  };
}

function bookingRows(e: BookingEvent): { about: string; rows: Rows } {
  if (e.summary) return importRows(e.summary);
  const b = e.bookings[0];
  if (!b) return { about: e.series?.purpose ?? 'recurring booking', rows: [['Purpose', e.series?.purpose ?? null]] };
  const last = e.bookings[e.bookings.length - 1];
  const date = e.bookings.length > 1 ? `${e.bookings.length} bookings, ${day(b.date)} to ${day(last.date)}` : day(b.date);
  return {
    about: `${b.room.name}, ${day(b.date)}`,
    rows: [
      ['Room', `${b.room.name} (${b.room.block})`],
      ['Date', date],
      ['Time', `${timeRangeText(b.start, b.end)} (${e.tz})`],
      ['Purpose', b.purpose],
      ['Status', statusLabelOf(b.status)],
      ['Booked by', e.owner.name],
    ],
  };
}

function ighRows(e: IghEvent): { about: string; rows: Rows } {
  const r = e.request;
  return {
    about: `guest house, ${day(r.check_in)}`,
    rows: [
      ['Guest', `${r.customer_name} (${r.relation_with_student}, ${r.age})`],
      ['Stay', `${day(r.check_in)} to ${day(r.check_out)}`],
      ['Requested by', r.student_name],
      ['Status', statusLabelOf(r.status)],
    ],
  };
}

/** Subject, plain text and simple HTML of the mail an event sends (links start with PUBLIC_URL). */
export function renderMail(e: EventPayload, publicUrl: string): RenderedMail {
  const notice = noticeOf(e);
  const { about, rows } = 'request' in e ? ighRows(e) : bookingRows(e);
  const all: Rows = [...rows, ['Reason', e.reason], ['By', e.actor.name]];
  const shown = all.filter((row): row is [string, string] => Boolean(row[1]));
  const link = `${publicUrl}${notice.link}`;
  const text = [notice.body, '', ...shown.map(([label, value]) => `${label}: ${value}`), '', `Open: ${link}`, ''].join('\n');
  const cells = shown
    .map(([label, value]) => `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    `<p>${escapeHtml(notice.body)}</p><table>${cells}</table>` + `<p><a href="${escapeHtml(link)}">Open in Campus Room Booking</a></p>`;
  return { subject: headerText(`${notice.title}: ${about}`), text, html };
}
