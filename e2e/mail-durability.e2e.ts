import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { COPY_NEWEST_MAIL } from '../server/test/outbox-kit';
import { httpTransport } from '../server/test/race-kit';
import { startTestSmtp, type TestSmtp } from '../server/test/smtp-kit';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';
import { JOURNEY_LIMIT_MS } from './support/journey';

// Issue 14: a full outbox on PostgreSQL, delivered by built server processes to a real SMTP
// server. A first server without SMTP_URL queues a real faculty request's mail to the dean;
// each test fills the outbox with 200 copies of it while no process sends mail. Then:
// - the server is killed (SIGKILL: no shutdown hook runs) and a new one started with
//   SMTP_URL on the same database: all 200 arrive, each once;
// - two servers with SMTP_URL start side by side on the database: every message arrives
//   exactly once, and both processes sent some.
// PostgreSQL only: the test writes the copies while a server holds the database.
jest.setTimeout(3 * JOURNEY_LIMIT_MS);

const MESSAGES = 200;
const DEAN = 'dean@campus.example';
const campusDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** A server on the database; with an SMTP URL it sends mail from `rooms@{domain}` (Message-IDs `<mail-{row id}@{domain}>`). */
const start = (url: string, smtpUrl = '', domain = 'campus.example') =>
  spawnServer({
    env: {
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '0',
      CLIENT_DIR: '/nonexistent',
      SESSION_SECRET: 'mail-durability-secret-mail-durability-0123',
      DATA_DIR: '',
      DATABASE_URL: url,
      SMTP_URL: smtpUrl,
      MAIL_FROM: `Room Booking <rooms@${domain}>`,
    },
  });

const postgres = process.env.TEST_DATABASE_URL;
(postgres ? describe : describe.skip)('a full outbox on PostgreSQL', () => {
  const name = `crb_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  const url = new URL(postgres ?? 'postgres://unused');
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  /** The server without SMTP_URL that queued the mail (the first test kills it). */
  let quiet: SpawnedServer;
  let smtp: TestSmtp | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    quiet = await start(url.toString());
    const api = httpTransport(quiet.url);
    const faculty = await api.signIn('faculty@campus.example');
    // The demo faculty account already holds pending requests up to near its policy (issue 15).
    const policy = { max_pending: 100, max_hours_per_week: 168, max_days_ahead: 180 };
    const superAdmin = await api.signIn('super.admin@campus.example');
    expect((await api.send(superAdmin, 'PUT', '/api/admin/booking-policies/rb_faculty', policy)).status).toBe(200);
    const rooms = (await api.send(faculty, 'GET', '/api/faculty/getrooms')).body.rooms as { id: number }[];
    const day = campusDay(9);
    const booked = await api.send(faculty, 'POST', '/api/faculty/bookroom', {
      room_id: rooms[rooms.length - 1].id,
      start_time: `${day}T21:00:00+05:30`,
      end_time: `${day}T22:00:00+05:30`,
      purpose: 'Mail durability',
    });
    expect(booked.status).toBe(201);
    await db.connect();
    // The request's own mail is the copies' model, not one of the counted messages.
    await db.query(`delete from mail_outbox`);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(async () => {
    await quiet?.stop();
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** Fills the outbox with MESSAGES due messages; their row ids. */
  async function fillOutbox(): Promise<number[]> {
    await db.query(COPY_NEWEST_MAIL, [MESSAGES, DEAN]);
    const pending = await db.query<{ id: number }>(`select id from mail_outbox where status = 'pending' order by id`);
    expect(pending.rows).toHaveLength(MESSAGES);
    return pending.rows.map((r) => r.id);
  }

  /** Waits until no message is left to send (bounded by the test's limit), then stops the servers. */
  async function deliverAll(servers: SpawnedServer[]) {
    try {
      for (;;) {
        const left = await db.query(`select count(*)::int as n from mail_outbox where status <> 'sent'`);
        if (left.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    }
  }

  /** The outbox row of each received message (its Message-ID names it), in arrival order. */
  const rowsReceived = () =>
    smtp!.received.map((m) => {
      expect(m.subject).toMatch(/^New room request/);
      return Number(/^<mail-(\d+)@/.exec(m.messageId ?? '')?.[1]);
    });

  it(`${MESSAGES} undelivered mails survive SIGKILL and all arrive after the restart`, async () => {
    const ids = await fillOutbox();
    await quiet.stop('SIGKILL');
    expect(quiet.child.signalCode).toBe('SIGKILL');
    smtp = await startTestSmtp();
    await deliverAll([await start(url.toString(), smtp.url)]);
    expect(rowsReceived().sort((a, b) => a - b)).toEqual(ids);
  });

  it(`two server processes deliver an outbox of ${MESSAGES}, every message exactly once`, async () => {
    const ids = await fillOutbox();
    // Each process its own sender domain, so each message names the process that sent it.
    smtp = await startTestSmtp({ holdUntilSenders: 2 });
    const servers = await Promise.all([
      start(url.toString(), smtp.url, 'a.campus.example'),
      start(url.toString(), smtp.url, 'b.campus.example'),
    ]);
    await deliverAll(servers);
    expect(rowsReceived().sort((a, b) => a - b)).toEqual(ids);
    const senders = new Set(smtp.received.map((m) => /@([a-z.]+)>$/.exec(m.messageId ?? '')?.[1]));
    expect([...senders].sort()).toEqual(['a.campus.example', 'b.campus.example']);
    // Each row claimed once (a claim counts an attempt) and sent.
    const statuses = await db.query(
      `select status, attempts, count(*)::int as n from mail_outbox where id = any($1::int[]) group by status, attempts`,
      [ids],
    );
    expect(statuses.rows).toEqual([{ status: 'sent', attempts: 1, n: MESSAGES }]);
  });
});
