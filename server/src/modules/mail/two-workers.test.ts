import { CompiledQuery, sql } from 'kysely';
import { openDatabase, type Database } from '../../db/database';
import { createTestApp, DEMO, loginAs, testDatabaseUrl, type TestContext } from '../../../test/helpers';
import { COPY_NEWEST_MAIL } from '../../../test/outbox-kit';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp-kit';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { MAIL_FROM, mailConfig, PUBLIC_URL } from '../../../test/mail-kit';
import { smtpTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

// Issue 14: two workers (on PostgreSQL each with its own connection pool, as two server
// processes have) drain one full outbox side by side: every message arrives exactly once.
const MESSAGES = 40;
let ctx: TestContext;
let smtp: TestSmtp;
let second: Database | undefined;
beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ config: mailConfig(smtp.url) });
  const url = testDatabaseUrl(ctx.database);
  second = url ? await openDatabase({ databaseUrl: url, dataDir: '' }) : undefined;
});
afterAll(async () => {
  await second?.close();
  await ctx.close();
  await smtp.close();
});

/** Fills the outbox with copies of one real request's mail to the dean. */
async function fillOutbox() {
  const room = await createTestRoom(ctx.database, 'Busy Room');
  const cookie = await loginAs(ctx.app, DEMO.faculty);
  const slot = { start_time: at('2026-03-10', '10:00'), end_time: at('2026-03-10', '11:00') };
  expect((await bookRoom(ctx.app, cookie, { room_id: room, ...slot, purpose: 'Crowded' })).statusCode).toBe(201);
  await ctx.app.db.executeQuery(CompiledQuery.raw(COPY_NEWEST_MAIL, [MESSAGES - 1, DEMO.dean]));
}

it(`two workers on one outbox of ${MESSAGES} deliver each message exactly once`, async () => {
  await fillOutbox();
  const transport: MailTransport = smtpTransport(smtp.url);
  const other = new MailWorker({
    db: second?.db ?? ctx.app.db,
    transport,
    from: MAIL_FROM,
    publicUrl: PUBLIC_URL,
    now: () => ctx.app.now(),
    log: ctx.app.log,
  });
  try {
    const [a, b] = await Promise.all([ctx.app.mailWorker!.drain(), other.drain()]);
    expect(a.sent + b.sent).toBe(MESSAGES);
    expect(a.retry + b.retry + a.failed + b.failed).toBe(0);
  } finally {
    transport.close();
  }
  const ids = smtp.received.map((m) => m.messageId);
  expect(ids).toHaveLength(MESSAGES);
  expect(new Set(ids).size).toBe(MESSAGES);
  const statuses = await ctx.app.db
    .selectFrom('mail_outbox')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status')
    .execute();
  expect(statuses).toEqual([{ status: 'sent', n: MESSAGES }]);
});
