import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { signIn } from './support/browser';
import { bookByApi, campusDate } from './support/campus';
import { expectNoSidewaysScroll, seeToast } from './support/ui';

const j = journey();
const DAY = campusDate(52);
const ROOM = 'Lecture Hall 103';
const TALK = 'E2E schedule talk';

/** A cell of the day grid by the start of its accessible name, e.g. "Lecture Hall 103, 02:00 PM to 02:15 PM, free". */
const cell = (page: Page, name: string | RegExp) => page.getByRole('gridcell', { name });

describe('the day grid (issue 30)', () => {
  it('faculty books from the grid at 1280 px; the URL keeps the day through a reload', async () => {
    await j.run('faculty-books-from-grid', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await page.goto(`/faculty/book-room?view=grid&date=${DAY}`);
      await page.getByRole('button', { name: 'Day grid', pressed: true }).waitFor();
      await cell(page, `${ROOM}, 02:00 PM to 02:15 PM, free`).click();
      const dialog = page.getByRole('dialog', { name: `Book ${ROOM}` });
      await dialog.getByText('Selected 02:00 PM – 03:00 PM · Duration 1h 0m').waitFor();
      await dialog.getByRole('textbox', { name: 'Purpose' }).fill('E2E grid seminar');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await seeToast(page, 'Request sent for approval');
      await dialog.waitFor({ state: 'detached' });
      const booked = cell(page, `${ROOM}, 02:00 PM to 03:00 PM, booked (pending approval): E2E grid seminar, by Rahul Verma`);
      await booked.waitFor();
      await expectNoSidewaysScroll(page);
      // Keyboard: the booking is one cell; Right steps over it, Enter on a free cell opens the form.
      await booked.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page
        .getByRole('dialog', { name: `Book ${ROOM}` })
        .getByText('Selected 03:00 PM – 04:00 PM · Duration 1h 0m')
        .waitFor();
      await page.keyboard.press('Escape');
      await page.reload();
      await booked.waitFor();
      expect(new URL(page.url()).searchParams.get('date')).toBe(DAY);
    });
  });

  it('an administrator opens a booking from the Manage Bookings schedule and edits it', async () => {
    await bookByApi(j.url, 'clubs@campus.example', 'Seminar Room 104', DAY, '16:00', '17:00', TALK);
    await j.run('admin-opens-from-schedule', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      await page.goto(`/admin/bookings?view=schedule&date=${DAY}`);
      await cell(page, new RegExp(`^Seminar Room 104, 04:00 PM to 05:00 PM, booked.*: ${TALK}, by `)).click();
      const edit = page.getByRole('dialog', { name: 'Edit Booking' });
      const purpose = edit.getByRole('textbox', { name: 'Purpose' });
      expect(await purpose.inputValue()).toBe(TALK);
      await purpose.fill(`${TALK} (moved hall)`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await seeToast(page, 'Booking updated successfully');
      await cell(page, new RegExp(`^Seminar Room 104, 04:00 PM to 05:00 PM, booked.*: ${TALK} \\(moved hall\\), by `)).waitFor();
    });
  });

  it('the phone shows one block as an agenda at 390 px, without sideways scroll, and books from it', async () => {
    await j.run(
      'phone-agenda',
      async ({ page }) => {
        await signIn(page, 'faculty@campus.example');
        await page.goto(`/faculty/book-room?view=grid&date=${DAY}`);
        const room = page.getByRole('region', { name: ROOM });
        await room.getByRole('listitem').filter({ hasText: 'booked (pending approval): E2E grid seminar' }).waitFor();
        await expectNoSidewaysScroll(page);
        await room.getByRole('button', { name: `Book this: ${ROOM} from 09:00 AM` }).click();
        const dialog = page.getByRole('dialog', { name: `Book ${ROOM}` });
        await dialog.getByText('Selected 09:00 AM – 10:00 AM · Duration 1h 0m').waitFor();
        await expectNoSidewaysScroll(page);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      },
      'phone',
    );
  });
});
