import { ADMIN_BOOKING_SORTS } from '../../contracts/admin-bookings';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { findAdminBookingsPage, type AdminBookingFilter } from './repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());
jest.setTimeout(60_000);

const filters: AdminBookingFilter[] = [{ kind: 'all' }, { kind: 'all', status: 'confirmed' }, { kind: 'recurring-child' }, { kind: 'all', search: 'room' },
  { kind: 'all', search: 'room', status: 'pending' }, { kind: 'all', search: 'no such booking' }];

describe('findAdminBookingsPage', () => {
  it.each(ADMIN_BOOKING_SORTS)('reads far pages backwards with the same rows as forwards (sort %s)', async (sort) => {
    for (const filter of filters) {
      const limit = 7;
      const forward = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset: 0 }, Infinity);
      const pages = Math.ceil(forward.total / limit);
      for (let page = 0; page <= pages; page++) {
        const offset = page * limit;
        const plain = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, Infinity);
        const fromEnd = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, 0);
        expect(fromEnd.total).toBe(plain.total);
        expect(fromEnd.rows.map((r) => r.id)).toEqual(plain.rows.map((r) => r.id));
      }
    }
  });
});
