import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { purgeOldMail } from './outbox';
import { mailConfig, outboxRows } from '../../../test/mail-kit';

// Issue 14: without SMTP_URL no mail is sent; the mail the changes queued is forgotten after
// 3 days (docs/decisions/0062-mail-retries-categories-and-retention.md), so nothing piles up.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: mailConfig(undefined) });
});
afterAll(() => ctx.close());

it('has no worker, and the settings say e-mail is off on this server', async () => {
  expect(ctx.app.mailWorker).toBeNull();
  const faculty = await loginAs(ctx.app, DEMO.faculty);
  const settings = await ctx.app.inject({ method: 'GET', url: '/api/me/mail-settings', headers: { cookie: faculty } });
  expect(settings.json()).toEqual({
    delivery: false,
    categories: [
      { category: 'requests', label: 'New requests waiting for my decision', email: true },
      { category: 'decisions', label: 'Decisions on my requests (approved or declined)', email: true },
      { category: 'changes', label: 'My bookings booked, changed or cancelled by someone else', email: true },
      { category: 'series', label: 'My recurring bookings created, changed or deleted', email: true },
    ],
    reminder_minutes: 30,
  });
});

it('queues mail with the change all the same, and forgets it 3 days later', async () => {
  const room = await createTestRoom(ctx.database, 'Quiet Room');
  const res = await bookRoom(ctx.app, await loginAs(ctx.app, DEMO.faculty), {
    room_id: room,
    start_time: at('2026-03-10', '10:00'),
    end_time: at('2026-03-10', '11:00'),
    purpose: 'No mail today',
  });
  expect(res.statusCode).toBe(201);
  const rows = await outboxRows(ctx);
  expect(rows).toEqual([expect.objectContaining({ recipient: DEMO.dean, status: 'pending', attempts: 0 })]);
  const after = (days: number) => new Date(rows[0].next_attempt_at.getTime() + days * 86_400_000);
  expect(await purgeOldMail(ctx.app.db, after(2.9))).toBe(0);
  expect(await purgeOldMail(ctx.app.db, after(3.1))).toBe(1);
  expect(await outboxRows(ctx)).toEqual([]);
});
