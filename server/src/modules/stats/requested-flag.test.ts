import { ROLES, bookingIsAutoConfirmed } from '../../contracts/roles';
import { campusInstant } from '../../shared/time';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { usagePeriod } from './period';
import { requestFigures } from './repository';

// Migration 0020's trigger marks each new booking as a request or not from its booker's
// roles. Its role list is SQL of its own, so these tests hold it to bookingIsAutoConfirmed.
let ctx: TestContext;
let roomId: number;
const tz = 'Asia/Kolkata';
const at = (date: string, time: string) => campusInstant(date, time, tz);

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const block = await ctx.app.db.insertInto('blocks').values({ block_name: 'Flag Block' }).returning('id').executeTakeFirstOrThrow();
  roomId = (
    await ctx.app.db.insertInto('rooms').values({ room_name: 'Flag Room', block_id: block.id }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => ctx.close());

let made = 0;
type Row = { status: 'pending' | 'confirmed' | 'rejected' | 'cancelled'; decided_at?: Date };
// Confirmed without a decision, as an administrator's booking is made: only the roles decide.
async function bookAs(access: string[], day = 1, row: Row = { status: 'confirmed' }) {
  const db = ctx.app.db;
  const user = await db
    .insertInto('users')
    .values({ email: `flag${++made}@campus.example`, name: `Flag ${made}`, access })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = at(`2026-09-${String(day).padStart(2, '0')}`, `${String(8 + made).padStart(2, '0')}:00`);
  const booking = await db
    .insertInto('bookings')
    .values({
      room_id: roomId,
      user_id: user.id,
      purpose: 'flag',
      start_time: start,
      end_time: new Date(start.getTime() + 3_600_000),
      ...row,
      created_at: at('2026-08-20', '10:00'),
    })
    .returning(['id', 'requested'])
    .executeTakeFirstOrThrow();
  return { userId: user.id, ...booking };
}

it.each([...ROLES.map((role) => [role]), [], ['rb_faculty', 'rb_admin']])(
  'marks a booking by %j as a request unless its booker books confirmed at once',
  async (...access) => {
    const { requested } = await bookAs(access);
    expect(requested).toBe(!bookingIsAutoConfirmed(access));
  },
);

it.each<[string, Row]>([
  ['made pending', { status: 'pending' }],
  ['carrying a decision', { status: 'rejected', decided_at: at('2026-08-21', '10:00') }],
])('marks a booking %s as a request whoever made it', async (_, row) => {
  expect((await bookAs(['rb_admin'], 3, row)).requested).toBe(true);
});

it('keeps a request a request when its booker later becomes an administrator', async () => {
  const { start, end } = usagePeriod('2026-08-20', '2026-08-20', tz);
  const scope = { from: start, to: end, tz, roomId };
  const before = (await requestFigures(ctx.app.db, scope)).made;
  const { userId } = await bookAs(['rb_faculty'], 2, { status: 'pending' });
  await ctx.app.db
    .updateTable('users')
    .set({ access: ['rb_admin'] })
    .where('id', '=', userId)
    .execute();
  expect((await requestFigures(ctx.app.db, scope)).made).toBe(before + 1);
});
