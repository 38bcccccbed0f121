import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp-kit';
import { at, createTestRoom } from '../../../test/booking-kit';
import { parseIcs } from '../../../test/ics-kit';
import { BOOKING_LIMITS } from '../../contracts/booking-limits';
import { drain, mailConfig, outboxRows, PUBLIC_URL } from '../../../test/mail-kit';

// Issue 14: a change's people get an e-mail, delivered to a real SMTP server and parsed back.
let ctx: TestContext;
let smtp: TestSmtp;
let room: number;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ config: mailConfig(smtp.url) });
  for (const [role, email] of Object.entries(DEMO)) cookies[role] = await loginAs(ctx.app, email);
  room = await createTestRoom(ctx.database, 'Mail Room');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

type Who = keyof typeof DEMO;
const send = (who: Who, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who] }, payload });
let hour = 9;
async function book(who: Who, purpose: string) {
  const h = hour++;
  const res = await send(who, 'POST', '/api/faculty/bookroom', {
    room_id: room,
    start_time: at('2026-03-10', `${String(h).padStart(2, '0')}:00`),
    end_time: at('2026-03-10', `${String(h + 1).padStart(2, '0')}:00`),
    purpose,
  });
  expect(res.statusCode).toBe(201);
  return res.json().booking as { id: number };
}
/** The dean declines; the clock then moves past the decision's undo window, which its mail waits out (issue 35). */
async function decline(id: number, reason: string) {
  const res = await send('dean', 'POST', '/api/room_booking/grant_approval', { request_id: id, status: 'rejected', reason });
  ctx.clock.now = new Date(ctx.clock.now.getTime() + BOOKING_LIMITS.undoSeconds * 1000);
  return res;
}

it("a faculty member's request reaches the dean's inbox: room, block, campus time, purpose, status, who and a link", async () => {
  const b = await book('faculty', 'Thesis defence rehearsal');
  expect(await drain(ctx)).toEqual({ sent: 1, retry: 0, failed: 0 });
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.to).toMatchObject({ value: [{ address: DEMO.dean }] });
  expect(mail.from).toMatchObject({ value: [{ address: 'rooms@campus.example', name: 'Room Booking' }] });
  expect(mail.subject).toBe('New room request: Mail Room, Tue, Mar 10, 2026');
  expect(mail.messageId).toMatch(/^<mail-\d+@campus\.example>$/);
  expect(mail.text).toContain('Rahul Verma requests Mail Room (Academic Block A) on Tue, Mar 10, 2026, 09:00 AM – 10:00 AM');
  for (const line of [
    'Room: Mail Room (Academic Block A)',
    'Time: 09:00 AM – 10:00 AM (Asia/Kolkata)',
    'Purpose: Thesis defence rehearsal',
  ])
    expect(mail.text).toContain(line);
  expect(mail.text).toContain('Status: Pending');
  expect(mail.text).toContain(`Open: ${PUBLIC_URL}/room_booking?request=${b.id}`);
  expect(mail.html).toContain(`<a href="${PUBLIC_URL}/room_booking?request=${b.id}">`);
  expect(b.id).toEqual(expect.any(Number));
});

it("a decline with a reason reaches the booker's inbox with the reason", async () => {
  const b = await book('faculty', 'Lab demo');
  await drain(ctx);
  smtp.received.length = 0;
  expect((await decline(b.id, 'The hall is being painted that week.')).statusCode).toBe(200);
  await drain(ctx);
  expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
    [expect.objectContaining({ text: DEMO.faculty }), 'Rejected: Mail Room, Tue, Mar 10, 2026'],
  ]);
  expect(smtp.received[0].text).toContain('Reason: The hall is being painted that week.');
  expect(smtp.received[0].text).toContain('By: Kavita Iyer');
});

it("a guest-house request reaches the operator's inbox; its decline reaches the requester with the reason", async () => {
  const filed = await send('clubs', 'POST', '/api/igh/booking_requests', {
    customer_name: 'Meera Nair',
    age: 52,
    relation_with_student: 'Mother',
    check_in: '2026-03-20',
    check_out: '2026-03-22',
  });
  expect(filed.statusCode).toBe(201);
  await drain(ctx);
  expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
    [expect.objectContaining({ text: DEMO.igh }), 'New guest-house request: guest house, Fri, Mar 20, 2026'],
  ]);
  expect(smtp.received[0].text).toContain('Guest: Meera Nair (Mother, 52)');
  smtp.received.length = 0;
  const id = filed.json().data.id as number;
  const declined = await send('igh', 'POST', '/api/igh/update_status', {
    request_id: id,
    status: 'rejected',
    reason: 'Fully booked for a conference.',
  });
  expect(declined.statusCode).toBe(200);
  // The decision's mail waits out its undo window (decision 0240), as the dean's does.
  await drain(ctx);
  expect(smtp.received).toEqual([]);
  ctx.clock.now = new Date(ctx.clock.now.getTime() + BOOKING_LIMITS.undoSeconds * 1000);
  await drain(ctx);
  expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
    [expect.objectContaining({ text: DEMO.clubs }), 'Rejected: guest house, Fri, Mar 20, 2026'],
  ]);
  expect(smtp.received[0].text).toContain('Reason: Fully booked for a conference.');
});

it("a recurring booking deleted by another administrator: its owner's mail carries a CANCEL .ics per booking", async () => {
  const series = await send('rbAdmin', 'POST', '/api/faculty/bookroom/recurring', {
    rooms: [room],
    purpose: 'Weekly reading group',
    weekly_pattern: [{ day_of_week: 4, start_time: '15:00', end_time: '16:00' }],
    start_date: '2026-03-12',
    end_date: '2026-03-26',
  });
  expect(series.statusCode).toBe(201);
  await drain(ctx);
  expect(smtp.received).toEqual([]); // booked by its owner: nobody else to tell
  const id = series.json().recurring_booking_id as number;
  const deleted = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/faculty/bookings/recurring/${id}`,
    headers: { cookie: cookies.superAdmin },
  });
  expect(deleted.statusCode).toBe(200);
  await drain(ctx);
  expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
    [expect.objectContaining({ text: DEMO.rbAdmin }), expect.stringMatching(/^Recurring booking deleted: Mail Room/)],
  ]);
  expect(smtp.received[0].text).toContain('Weekly reading group');
  const invites = smtp.received[0].attachments.map((a) => parseIcs(a.content.toString()));
  expect(invites).toHaveLength(3);
  expect(invites.map((c) => [c.method, c.events[0].status])).toEqual(Array(3).fill(['CANCEL', 'CANCELLED']));
  expect(new Set(invites.map((c) => c.events[0].uid)).size).toBe(3);
});

it('CR/LF in a purpose or reason never reaches a header', async () => {
  const b = await book('faculty', 'Talk\r\nBcc: purpose@evil.example\r\nSubject: pwned');
  await decline(b.id, 'No.\r\nBcc: reason@evil.example\nX-Injected: yes');
  await drain(ctx);
  expect(smtp.received).toHaveLength(2);
  for (const mail of smtp.received) {
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.subject).not.toMatch(/pwned|evil/);
  }
  expect(smtp.received[1].text).toContain('Bcc: reason@evil.example');
});

it('a category turned off sends no mail of it (the in-app notification still comes); others still mail', async () => {
  const settings = await send('faculty', 'PUT', '/api/me/mail-settings', { email: { decisions: false } });
  expect(settings.statusCode).toBe(200);
  expect(settings.json()).toMatchObject({
    delivery: true,
    categories: expect.arrayContaining([expect.objectContaining({ category: 'decisions', email: false })]),
  });
  const b = await book('faculty', 'Quiet decision');
  const before = (await outboxRows(ctx)).length;
  await decline(b.id, 'Not this time.');
  expect(await outboxRows(ctx)).toHaveLength(before); // nothing queued for the faculty
  await drain(ctx);
  expect(smtp.received.map((m) => m.subject)).toEqual(['New room request: Mail Room, Tue, Mar 10, 2026']);
  await send('faculty', 'PUT', '/api/me/mail-settings', { email: { decisions: true } });
});

it('refuses unknown categories and non-boolean values', async () => {
  for (const payload of [{ email: { weekly: false } }, { email: { decisions: 'no' } }, {}]) {
    expect((await send('faculty', 'PUT', '/api/me/mail-settings', payload)).statusCode).toBe(400);
  }
  expect((await ctx.app.inject({ method: 'GET', url: '/api/me/mail-settings' })).statusCode).toBe(401);
});
