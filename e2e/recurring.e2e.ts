import { journey } from './support/journey';
import { signIn } from './support/browser';
import { addDays, apiSignIn, bookByApi, campusDate } from './support/campus';
import { fillRecurringForm, openMenu, rowWith, seeToast } from './support/ui';

const j = journey();
const ROOM = 'Lecture Hall 103';
const FIRST = campusDate(42);
const LAST = addDays(FIRST, 21); // four weekly dates: FIRST, +7, +14, +21
const CLASH = addDays(FIRST, 7);
const CLASS_DAY = addDays(FIRST, 28); // after the first journey's dates

describe('recurring series journey', () => {
  it('creates a clashing series, confirms with skips, then edits and deletes it in Manage Bookings', async () => {
    // Someone else already holds the second week's slot.
    await bookByApi(j.url, 'faculty@campus.example', ROOM, CLASH, '21:00', '21:30', 'E2E faculty tutorial');

    await j.run('rb-admin-recurring-series', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      await openMenu(page, 'Recurring Room Booking', '/faculty/book-room/recurring');
      const form = await fillRecurringForm(
        page,
        {
          room: ROOM,
          first: FIRST,
          last: LAST,
          purpose: 'E2E series seminar',
          start: '21:00',
          end: '22:00',
        },
        4,
      );
      await form.getByRole('button', { name: 'Create Recurring Booking' }).click();

      const conflicts = page.getByRole('dialog', { name: 'Booking Conflicts' });
      const items = conflicts.getByRole('list', { name: 'Conflicting dates' }).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBe(1);
      expect(await items.first().textContent()).toContain('E2E faculty tutorial');
      await conflicts.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Recurring booking confirmed! 3 bookings, 1 date skipped.').waitFor();
      await conflicts.waitFor({ state: 'detached' });

      await openMenu(page, 'Manage Bookings', '/admin/bookings');
      await page.getByRole('textbox', { name: 'Search bookings' }).fill('E2E series');
      // The server answers the search: three of the series, not the skipped clash.
      await page.getByText('Showing 1 to 3 of 3 entries').waitFor();
      const seriesRows = rowWith(page, 'E2E series seminar');
      expect(await seriesRows.count()).toBe(3);
      expect(await rowWith(page, 'E2E faculty tutorial').count()).toBe(0);

      // Edit the whole series: a new purpose and an hour earlier on every date.
      await seriesRows.first().getByRole('button', { name: 'Series actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit series' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Series' });
      await edit.getByRole('textbox', { name: 'Purpose' }).fill('E2E series moved');
      const start = edit.getByLabel('Start Time');
      const day = (await start.inputValue()).slice(0, 10);
      await start.fill(`${day}T20:00`);
      await edit.getByLabel('End Time').fill(`${day}T21:00`);
      await edit.getByRole('button', { name: 'Save Series' }).click();
      await seeToast(page, 'All recurring bookings updated successfully');
      await edit.waitFor({ state: 'detached' });
      const moved = rowWith(page, 'E2E series moved');
      await moved.nth(2).waitFor();
      expect(await moved.count()).toBe(3);
      for (const text of await moved.allTextContents()) expect(text).toContain('08:00 PM – 09:00 PM');

      await moved.first().getByRole('button', { name: 'Series actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete series' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete Series' });
      await remove.getByRole('button', { name: 'Delete Series' }).click();
      await seeToast(page, 'All recurring bookings deleted successfully');
      await page.getByText('No Bookings Found').waitFor();
    });

    // The clash that was skipped is untouched.
    const faculty = await apiSignIn(j.url, 'faculty@campus.example');
    const mine = await faculty.call('GET', '/faculty/bookings');
    const purposes = (mine.body as { bookings: { purpose: string }[] }).bookings.map((b) => b.purpose);
    expect(purposes).toContain('E2E faculty tutorial');
  });

  it('an administrator books a weekly class for a faculty member, who sees it in My Bookings (issue 35)', async () => {
    await j.run('rb-admin-books-class-for-faculty', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      await openMenu(page, 'Recurring Room Booking', '/faculty/book-room/recurring');
      const series = {
        room: ROOM,
        first: CLASS_DAY,
        last: addDays(CLASS_DAY, 7),
        purpose: 'E2E class for Rahul',
        start: '19:00',
        end: '20:00',
      };
      const form = await fillRecurringForm(page, series, 2);
      await form.getByRole('combobox', { name: 'Book for' }).fill('Rahul');
      await page.getByRole('option', { name: 'Rahul Verma (faculty@campus.example)' }).click();
      await form.getByRole('button', { name: 'Create Recurring Booking' }).click();
      await seeToast(page, 'For Rahul Verma');
    });
    await j.run('faculty-sees-class-booked-for-them', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await openMenu(page, 'My Bookings', '/faculty/bookings');
      await page.getByRole('textbox', { name: 'Search' }).fill('E2E class for Rahul');
      await page.getByText('Showing 2 of').waitFor();
      for (const text of await rowWith(page, 'E2E class for Rahul').allTextContents()) expect(text).toContain('Confirmed');
    });
  });
});
