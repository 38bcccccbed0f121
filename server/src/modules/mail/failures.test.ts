import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { refusedSmtpUrl, startTestSmtp, type SmtpMode, type TestSmtp } from '../../../test/smtp-kit';
import { dayjs } from '../../shared/time';
import { at, createTestRoom } from '../../../test/booking-kit';
import { MAIL_FROM, mailConfig, outboxRows, PUBLIC_URL } from '../../../test/mail-kit';
import { smtpTransport } from './transport';
import { MAIL_RETRY, MailWorker, retryDelayMs } from './worker';

// Issue 14: SMTP down (connection refused, 4xx, 5xx). The change commits, the mail retries with
// growing waits, then is marked failed for super_admin, who can retry it; once accepted it is
// never sent again. Nothing throws out of the worker. Issue 36: a permanent refusal (5xx) is
// not retried: it fails at its first attempt and super_admin sees it at once.
let smtp: TestSmtp;
let ctx: TestContext;
let room: number;
const cookies: Partial<Record<keyof typeof DEMO, string>> = {};
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ config: mailConfig(smtp.url) });
  room = await createTestRoom(ctx.database, 'Flaky Room');
  for (const who of ['faculty', 'superAdmin', 'rbAdmin'] as const) cookies[who] = await loginAs(ctx.app, DEMO[who]);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A request on its own day; the mail to the dean is the only one due. */
async function request(date: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/faculty/bookroom',
    headers: { cookie: cookies.faculty },
    payload: { room_id: room, start_time: at(date, '10:00'), end_time: at(date, '11:00'), purpose: 'Retry me' },
  });
  expect(res.statusCode).toBe(201); // the change commits whatever SMTP does
  const rows = await outboxRows(ctx);
  return rows[rows.length - 1].id;
}
const rowOf = async (id: number) => (await outboxRows(ctx)).find((r) => r.id === id)!;
const inject = (method: 'GET' | 'POST', url: string, who: keyof typeof DEMO = 'superAdmin') =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who] } });

/** The case's name, the SMTP server's mode, the error recorded, the day booked, how many attempts before it fails. */
const cases: [string, SmtpMode | 'refused', RegExp, string, number][] = [
  ['connection refused: retries with growing waits, then fails', 'refused', /ECONNREFUSED/, '2026-03-11', MAIL_RETRY.maxAttempts],
  ['4xx: retries with growing waits, then fails', 'busy', /451/, '2026-03-12', MAIL_RETRY.maxAttempts],
  ['5xx: fails at its first attempt, without retries', 'reject', /550/, '2026-03-13', 1],
];

it.each(cases)('%s; super_admin sees it and a retry delivers it once', async (_name, mode, error, date, attempts) => {
  const start = ctx.clock.now;
  const id = await request(date);
  // Connection refused: a second worker on the same outbox sending to a port where nothing listens.
  const refused = mode === 'refused' ? smtpTransport(await refusedSmtpUrl()) : null;
  const worker = refused
    ? new MailWorker({
        db: ctx.app.db,
        transport: refused,
        from: MAIL_FROM,
        publicUrl: PUBLIC_URL,
        now: () => ctx.app.now(),
        log: ctx.app.log,
      })
    : ctx.app.mailWorker!;
  smtp.mode = mode === 'refused' ? 'accept' : mode;
  smtp.received.length = 0;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const last = attempt === attempts;
    expect(await worker.drain()).toEqual({ sent: 0, retry: last ? 0 : 1, failed: last ? 1 : 0 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: last ? 'failed' : 'pending', attempts: attempt, last_error: expect.stringMatching(error) });
    if (last) break;
    expect(row.next_attempt_at.getTime() - ctx.clock.now.getTime()).toBe(retryDelayMs(attempt));
    expect(await worker.drain()).toEqual({ sent: 0, retry: 0, failed: 0 }); // not before its time
    ctx.clock.now = new Date(ctx.clock.now.getTime() + retryDelayMs(attempt));
  }
  const list = (await inject('GET', '/api/admin/mail/undelivered')).json();
  expect(list.mails[0]).toEqual({
    id,
    recipient: DEMO.dean,
    subject: `New room request: Flaky Room, ${dayjs(date).format('ddd, MMM D, YYYY')}`,
    last_error: expect.stringMatching(error),
    attempts,
    created_at: expect.any(String),
  });
  smtp.mode = 'accept';
  expect((await inject('POST', `/api/admin/mail/${id}/retry`)).json()).toEqual({ message: 'The mail will be sent again shortly' });
  expect(await ctx.app.mailWorker!.drain()).toEqual({ sent: 1, retry: 0, failed: 0 });
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 86_400_000);
  expect(await ctx.app.mailWorker!.drain()).toEqual({ sent: 0, retry: 0, failed: 0 }); // accepted once: never again
  ctx.clock.now = start; // (sessions would have gone idle)
  expect(smtp.received.map((m) => m.messageId)).toEqual([ctx.app.mailWorker!.messageIdOf(id)]);
  expect((await inject('POST', `/api/admin/mail/${id}/retry`)).statusCode).toBe(404);
  expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  refused?.close();
});

it('only super_admin sees and retries undelivered mail', async () => {
  expect((await inject('GET', '/api/admin/mail/undelivered', 'rbAdmin')).statusCode).toBe(403);
  expect((await inject('POST', '/api/admin/mail/1/retry', 'rbAdmin')).statusCode).toBe(403);
  expect((await inject('GET', '/api/admin/mail/undelivered?limit=101')).statusCode).toBe(400);
});
