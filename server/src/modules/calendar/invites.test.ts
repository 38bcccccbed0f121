import type { ParsedMail } from 'mailparser';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp-kit';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { mailConfig } from '../../../test/mail-kit';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { parseIcs, type ParsedEvent } from '../../../test/ics-kit';
import { sendDueReminders } from '../bookings';

// Issue 14: the booker's mail about a confirmed, moved or cancelled booking carries an .ics
// (parsed with ical.js): one UID per booking throughout, a growing SEQUENCE, REQUEST or CANCEL.
let ctx: TestContext;
let smtp: TestSmtp;
let room: number;
const cookies: Partial<Record<keyof typeof DEMO, string>> = {};
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ config: mailConfig(smtp.url) });
  room = await createTestRoom(ctx.database, 'Calendar Room');
  for (const who of ['faculty', 'dean', 'rbAdmin'] as const) cookies[who] = await loginAs(ctx.app, DEMO[who]);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The mail the next drain sends to `to`, and its one .ics read back. */
async function mailTo(to: string): Promise<{ mail: ParsedMail; ics: ReturnType<typeof parseIcs> | null }> {
  smtp.received.length = 0;
  // A decision's mail waits out its undo window (issue 35): the clock moves past it first.
  ctx.clock.now = new Date(ctx.clock.now.getTime() + BOOKING_LIMITS.undoSeconds * 1000);
  await ctx.app.mailWorker!.drain();
  const mail = smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const files = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files.length).toBeLessThanOrEqual(1);
  return { mail, ics: files[0] ? parseIcs(files[0].content.toString('utf8')) : null };
}

// One booking's life, step by step: requested, approved, moved, cancelled.
const slot = { start_time: at('2026-03-16', '10:00'), end_time: at('2026-03-16', '11:00') };
const later = { start_time: at('2026-03-17', '14:00'), end_time: at('2026-03-17', '15:30') };
let id: number;
let first: ParsedEvent;
let moved: ParsedEvent;

it("a request's mail to the dean carries no .ics (it is on nobody's calendar yet)", async () => {
  id = (await bookRoom(ctx.app, cookies.faculty!, { room_id: room, ...slot, purpose: 'Reading group' })).json().booking.id;
  expect((await mailTo(DEMO.dean)).ics).toBeNull();
});

it("the approval's mail to the booker carries invite.ics: METHOD:REQUEST, the booking's UID, CONFIRMED", async () => {
  const decide = { request_id: id, status: 'approved' };
  await ctx.app.inject({ method: 'POST', url: '/api/room_booking/grant_approval', headers: { cookie: cookies.dean }, payload: decide });
  const approved = await mailTo(DEMO.faculty);
  expect(approved.mail.attachments[0].filename).toBe('invite.ics');
  expect(approved.ics).toMatchObject({ method: 'REQUEST' });
  first = approved.ics!.events[0];
  expect(first).toMatchObject({
    uid: `booking-${id}@rooms.campus.example`,
    status: 'CONFIRMED',
    start: new Date(slot.start_time),
    end: new Date(slot.end_time),
    summary: 'Reading group',
    location: 'Calendar Room (Academic Block A)',
  });
});

it("an administrator's move: the same UID, the new time, a higher SEQUENCE", async () => {
  const move = { purpose: 'Reading group', ...later, status: 'confirmed' };
  await ctx.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, headers: { cookie: cookies.rbAdmin }, payload: move });
  const ics = (await mailTo(DEMO.faculty)).ics!;
  expect(ics.method).toBe('REQUEST');
  moved = ics.events[0];
  expect(moved).toMatchObject({ uid: first.uid, start: new Date(later.start_time), end: new Date(later.end_time) });
  expect(moved.sequence).toBeGreaterThan(first.sequence);
});

it('a reminder (issue 32) carries no .ics: it changes nothing on the calendar', async () => {
  const before = ctx.clock.now;
  ctx.clock.now = new Date(Date.parse(later.start_time) - 30 * 60_000);
  try {
    expect(await sendDueReminders(ctx.app.db, ctx.app.config.campusTz, ctx.clock.now)).toBe(1);
    const { mail, ics } = await mailTo(DEMO.faculty);
    expect(mail.subject).toMatch(/^Reminder: Calendar Room at 02:00 PM/);
    expect(ics).toBeNull();
  } finally {
    ctx.clock.now = before;
  }
});

it("an administrator's cancel: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE again", async () => {
  await ctx.app.inject({ method: 'DELETE', url: `/api/admin/bookings/${id}`, headers: { cookie: cookies.rbAdmin } });
  const ics = (await mailTo(DEMO.faculty)).ics!;
  expect(ics.method).toBe('CANCEL');
  expect(ics.events[0]).toMatchObject({ uid: first.uid, status: 'CANCELLED' });
  expect(ics.events[0].sequence).toBeGreaterThan(moved.sequence);
});

it('a declined request carries no .ics (it never was on a calendar)', async () => {
  const other = { start_time: at('2026-03-18', '10:00'), end_time: at('2026-03-18', '11:00') };
  const declined = (await bookRoom(ctx.app, cookies.faculty!, { room_id: room, ...other, purpose: 'Maybe' })).json().booking.id;
  await mailTo(DEMO.dean);
  const decide = { request_id: declined, status: 'rejected', reason: 'Closed' };
  await ctx.app.inject({ method: 'POST', url: '/api/room_booking/grant_approval', headers: { cookie: cookies.dean }, payload: decide });
  expect((await mailTo(DEMO.faculty)).ics).toBeNull();
});

it("the booker's own cancel of a confirmed booking mails them METHOD:CANCEL, ending in CRLF (issue 36)", async () => {
  const mine = { start_time: at('2026-03-19', '10:00'), end_time: at('2026-03-19', '11:00') };
  const own = (await bookRoom(ctx.app, cookies.faculty!, { room_id: room, ...mine, purpose: 'My own seminar' })).json().booking.id;
  await mailTo(DEMO.dean);
  const decide = { request_id: own, status: 'approved' };
  await ctx.app.inject({ method: 'POST', url: '/api/room_booking/grant_approval', headers: { cookie: cookies.dean }, payload: decide });
  const invited = await mailTo(DEMO.faculty);
  expect(invited.mail.attachments[0].content.toString('utf8')).toMatch(/\r\nEND:VCALENDAR\r\n$/);
  const res = await ctx.app.inject({ method: 'DELETE', url: `/api/faculty/bookings/${own}`, headers: { cookie: cookies.faculty! } });
  expect(res.statusCode).toBe(200);
  const { mail, ics } = await mailTo(DEMO.faculty);
  expect(mail.text).toContain('You cancelled your booking of Calendar Room');
  expect(ics!.method).toBe('CANCEL');
  expect(ics!.events[0]).toMatchObject({ uid: `booking-${own}@rooms.campus.example`, status: 'CANCELLED' });
  expect(mail.attachments[0].content.toString('utf8')).toMatch(/\r\nEND:VCALENDAR\r\n$/);
});
