import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { httpTransport } from '../server/test/race-kit';
import { startTestSmtp } from '../server/test/smtp-kit';
import { spawnServer } from '../server/test/spawn-server';
import { JOURNEY_LIMIT_MS } from './support/journey';

// Issue 14: mail waiting in the outbox survives a SIGKILL of the server. The first server has
// no SMTP_URL, so a real faculty request queues its mail to the dean, and 199 copies of it
// fill the outbox to 200; the server is killed (no shutdown hook runs) and a new one started
// with SMTP_URL on the same database: all 200 arrive at the test's SMTP server, each once.
// PostgreSQL only: the test writes the copies while the server holds the database.
jest.setTimeout(3 * JOURNEY_LIMIT_MS);

const MESSAGES = 200;
const DEAN = 'dean@campus.example';
const campusDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const start = (url: string, smtpUrl = '') =>
  spawnServer({
    env: {
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '0',
      CLIENT_DIR: '/nonexistent',
      SESSION_SECRET: 'mail-durability-secret-mail-durability-0123',
      DATA_DIR: '',
      DATABASE_URL: url,
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Room Booking <rooms@campus.example>',
    },
  });

const postgres = process.env.TEST_DATABASE_URL;
(postgres ? it : it.skip)(`${MESSAGES} undelivered mails survive SIGKILL and all arrive after the restart`, async () => {
  const name = `crb_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  const smtp = await startTestSmtp();
  const url = new URL(postgres!);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.query(`create database ${name}`);
    let server = await start(url.toString());
    const api = httpTransport(server.url);
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
    await db.query(
      `with e as (
         insert into events (kind, entity, entity_id, actor_id, payload, created_at)
         select kind, entity, entity_id, actor_id, payload, created_at from events, generate_series(2, $1)
         where id = (select max(id) from events) returning id, created_at),
       n as (
         insert into notifications (user_id, event_id, kind, title, body, link, created_at)
         select u.id, e.id, 'booking.requested', 'New room request', 'copy', '/room_booking', e.created_at
         from e join users u on u.email = $2 returning id, event_id, user_id, created_at)
       insert into mail_outbox (notification_id, event_id, user_id, recipient, next_attempt_at, created_at)
       select id, event_id, user_id, $2, created_at, created_at from n`,
      [MESSAGES, DEAN],
    );
    const pending = await db.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
    expect(pending.rows[0].n).toBe(MESSAGES);

    await server.stop('SIGKILL');
    expect(server.child.signalCode).toBe('SIGKILL');
    server = await start(url.toString(), smtp.url);
    try {
      // The worker sends on its own; wait for the outbox to empty (bounded by the test's limit).
      for (;;) {
        const left = await db.query(`select count(*)::int as n from mail_outbox where status <> 'sent'`);
        if (left.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await server.stop('SIGTERM');
    }
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(smtp.received.every((m) => m.subject?.startsWith('New room request'))).toBe(true);
  } finally {
    await db.end().catch(() => {});
    await smtp.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
