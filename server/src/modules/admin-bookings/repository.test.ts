import { ADMIN_BOOKING_SORTS } from '../../contracts/admin-bookings';
import { createTestApp, TEST_NOW, type TestContext } from '../../../test/helpers';
import { findAdminBookingsPage, type AdminBookingFilter } from './repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const now = TEST_NOW;
const filters: AdminBookingFilter[] = [
  { kind: 'all', now },
  { kind: 'all', status: 'confirmed', now },
  { kind: 'all', status: 'completed', now },
  { kind: 'recurring-child', now },
  { kind: 'all', search: 'room', now },
  { kind: 'all', search: 'room', status: 'pending', now },
  { kind: 'all', search: 'no such booking', now },
];

/** Every sort with every filter: one test each, so each stays a few dozen queries. */
const cases = ADMIN_BOOKING_SORTS.flatMap((sort) => filters.map((filter) => [sort, JSON.stringify(filter), filter] as const));

/** Always counted exactly, deep pages from `deepOffset` on. */
const exactly = (deepOffset: number) => ({ deepOffset, exactLimit: Infinity });

/**
 * The pages a paging test reads: the first ones (deep paging starts at offset 14, page 2), the
 * middle, the last ones and one past the end. Reading every page of every filter and sort took
 * over 5 s a test on a loaded machine, and the pages in between add no other case.
 */
const pagesToRead = (pages: number) =>
  [...new Set([0, 1, 2, 3, Math.floor(pages / 2), pages - 2, pages - 1, pages])].filter((p) => p >= 0).sort((a, b) => a - b);

describe('findAdminBookingsPage', () => {
  it.each(cases)('reads far pages backwards with the same rows as forwards (sort %s, filter %s)', async (sort, _name, filter) => {
    const limit = 7;
    const forward = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset: 0 }, exactly(Infinity));
    const pages = Math.ceil(forward.total / limit);
    for (const page of pagesToRead(pages)) {
      const offset = page * limit;
      const plain = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, exactly(Infinity));
      const fromEnd = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, exactly(0));
      expect(fromEnd.total).toBe(plain.total);
      expect(fromEnd.rows.map((r) => r.id)).toEqual(plain.rows.map((r) => r.id));
    }
  });

  it.each(cases)(
    'pages a list too long to count like a counted one, the total estimated until its end (sort %s, filter %s)',
    async (sort, _name, filter) => {
      const limit = 7;
      const counted = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset: 0 }, exactly(Infinity));
      const pages = Math.ceil(counted.total / limit);
      for (const page of pagesToRead(pages)) {
        const offset = page * limit;
        const plain = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, exactly(Infinity));
        // exactLimit -1: every list is "too long to count"; deep pages from offset 14 on.
        const estimated = await findAdminBookingsPage(ctx.database.db, filter, { sort, limit, offset }, { deepOffset: 14, exactLimit: -1 });
        expect(estimated.rows.map((r) => r.id)).toEqual(plain.rows.map((r) => r.id));
        if (offset + limit < plain.total) {
          expect(estimated.estimated).toBe(true);
          expect(estimated.total).toBeGreaterThan(offset + limit);
        } else {
          // A short page ends the list, and a page past the end counts it: both exact.
          expect(estimated).toMatchObject({ estimated: false, total: plain.total });
        }
      }
    },
  );
});
