import { journey } from './support/journey';
import { signIn } from './support/browser';
import { addDays, bookByApi, campusDate } from './support/campus';
import { chooseOption, openMenu, rowWith } from './support/ui';

const j = journey();
const DAY = campusDate(50);
const ROOMS = ['Conference Room 101', 'Lecture Hall 103', 'Seminar Room 104'];
/** Six requests of two bookers in three rooms on two days: more than a page of five. */
const BOOKINGS = [0, 1, 2, 3, 4, 5].map((n) => ({
  booker: n % 2 ? 'clubs@campus.example' : 'faculty@campus.example',
  room: ROOMS[n % 3],
  date: addDays(DAY, n < 3 ? 0 : 1),
  purpose: `E2E bulk exam ${n + 1}`,
}));

describe('bulk actions journey', () => {
  it('an administrator selects all matching, cancels them with a reason, and the bookers see them cancelled', async () => {
    for (const b of BOOKINGS) await bookByApi(j.url, b.booker, b.room, b.date, '21:00', '22:00', b.purpose);

    await j.run('rb-admin-bulk-cancel', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      await openMenu(page, 'Manage Bookings', '/admin/bookings');
      await page.getByRole('textbox', { name: 'Search bookings' }).fill('E2E bulk exam');
      await page.getByText('Showing 1 to 6 of 6 entries').waitFor();
      await chooseOption(page, page, 'Rows per page', /^5$/);
      await page.getByText('Showing 1 to 5 of 6 entries').waitFor();

      await page.getByRole('checkbox', { name: 'Select this page' }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByText('5 selected').waitFor();
      await bar.getByRole('button', { name: 'Select all 6 matching' }).click();
      await bar.getByText('All 6 matching bookings selected').waitFor();

      await bar.getByRole('button', { name: 'Cancel bookings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Bookings' });
      await dialog.getByText('6 bookings will be cancelled. Continue?').waitFor();
      await dialog.getByRole('textbox', { name: 'Reason (sent to the bookers)' }).fill('Exam week: the rooms are needed');
      await dialog.getByRole('button', { name: 'Cancel bookings' }).click();
      await page.getByRole('status').getByText('6 bookings cancelled.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The list refetches: every matching row now reads Cancelled.
      const cancelled = page
        .getByRole('row')
        .filter({ hasText: 'E2E bulk exam' })
        .filter({ has: page.getByText('Cancelled', { exact: true }) });
      await cancelled.nth(4).waitFor();
    });

    for (const booker of ['faculty@campus.example', 'clubs@campus.example']) {
      await j.run(`${booker.split('@')[0]}-sees-cancelled`, async ({ page }) => {
        await signIn(page, booker);
        await page.goto('/faculty/bookings');
        await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
        await page.getByRole('textbox', { name: 'Search' }).fill('E2E bulk exam');
        for (const b of BOOKINGS.filter((x) => x.booker === booker)) {
          await rowWith(page, b.purpose).getByText('Cancelled', { exact: true }).waitFor();
        }
      });
    }
  });
});
