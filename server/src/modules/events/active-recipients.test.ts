import { at, bookRoom, createTestRoom } from '../../../test/booking-kit';
import { createTestApp, DEMO, loginAs, type TestContext } from '../../../test/helpers';
import { watch } from '../../../test/notifications-kit';

// Issue 36: a deactivated user is told nothing (no notification, no mail with the requester
// and the purpose), and a deactivated sole approver no longer keeps the super_admins from hearing.
let ctx: TestContext;
let faculty: string;
let room: number;
beforeAll(async () => {
  ctx = await createTestApp();
  faculty = await loginAs(ctx.app, DEMO.faculty);
  room = await createTestRoom(ctx.database, 'Active Recipients Room');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
let day = 10;
async function request() {
  const date = `2026-03-${++day}`;
  const res = await bookRoom(ctx.app, faculty, {
    room_id: room,
    start_time: at(date, '10:00'),
    end_time: at(date, '11:00'),
    purpose: 'Private talk',
  });
  expect(res.statusCode).toBe(201);
  return res.json().booking.id as number;
}
const mailedTo = async (email: string) =>
  (await db().selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;
const deactivate = (email: string) => db().updateTable('users').set({ deactivated_at: new Date() }).where('email', '=', email).execute();

it('a deactivated dean gets no request notification and no mail; the active dean does', async () => {
  const ghost = 'former.dean@campus.example';
  await db()
    .insertInto('users')
    .values({ email: ghost, name: 'Former Dean', access: ['rb_dean'], deactivated_at: new Date() })
    .execute();
  const { who } = await watch(ctx, request);
  expect(who).toEqual([[DEMO.dean, 'New room request']]);
  expect(await mailedTo(ghost)).toBe(0);
});

it('when no active approver is left, the super_admins are told', async () => {
  await deactivate(DEMO.dean);
  const { who } = await watch(ctx, request);
  expect(who).toEqual([[DEMO.superAdmin, 'New room request']]);
});
