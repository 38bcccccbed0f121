import { journey } from './support/journey';
import { signIn } from './support/browser';
import { campusDate, listDate } from './support/campus';
import { openMenu, openRoomDay, rowWith, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Conference Room 101';
const DAY = campusDate(35);

describe('faculty booking journey', () => {
  it('books on the timeline by click-click and by drag, then edits and deletes in My Bookings', async () => {
    await j.run('faculty-books-edits-deletes', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      const purpose = card.getByRole('textbox', { name: 'Purpose' });
      const confirm = card.getByRole('button', { name: 'Confirm' });

      // Click-click: the first slot starts the range, the second completes it.
      await slot(timeline, '21:00', 'free').click();
      await card.getByText('Click another slot to complete your selection').waitFor();
      await slot(timeline, '21:45', 'free').click();
      await card.getByText('Selected 09:00 PM – 10:00 PM · Duration 1h 0m').waitFor();
      await purpose.fill('E2E lecture (click)');
      await confirm.click();
      await seeToast(page, 'Request sent for approval');
      await slot(timeline, '21:00', 'booked \\(pending approval\\): E2E lecture \\(click\\)').waitFor();
      await slot(timeline, '21:45', 'booked \\(pending approval\\): E2E lecture \\(click\\)').waitFor();
      expect(await purpose.inputValue()).toBe('');

      // Drag: press on 22:00, move across to 22:45, release.
      const from = await slot(timeline, '22:00', 'free').boundingBox();
      const to = await slot(timeline, '22:45', 'free').boundingBox();
      if (!from || !to) throw new Error('timeline slots are not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await card.getByText('Selected 10:00 PM – 11:00 PM · Duration 1h 0m').waitFor();
      await purpose.fill('E2E workshop (drag)');
      await confirm.click();
      await slot(timeline, '22:00', 'booked \\(pending approval\\): E2E workshop \\(drag\\)').waitFor();
      await slot(timeline, '22:45', 'booked \\(pending approval\\): E2E workshop \\(drag\\)').waitFor();
      expect(await slot(timeline, '20:45', 'free').count()).toBe(1);

      await openMenu(page, 'My Bookings', '/faculty/bookings');
      await page.getByRole('textbox', { name: 'Search' }).fill('E2E');
      await page.getByText('Showing 2 of').waitFor();
      const clickRow = rowWith(page, 'E2E lecture (click)');
      expect(await clickRow.textContent()).toContain(listDate(DAY));
      expect(await clickRow.textContent()).toContain('09:00 PM – 10:00 PM');
      expect(await clickRow.textContent()).toContain('Pending');

      // Edit: new purpose and an hour earlier.
      await clickRow.getByRole('button', { name: `Edit booking of ${ROOM}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Booking' });
      const save = edit.getByRole('button', { name: 'Save Changes' });
      expect(await save.isDisabled()).toBe(true);
      await edit.getByRole('textbox', { name: 'Purpose' }).fill('E2E lecture moved');
      await edit.getByLabel('Start Time').fill(`${DAY}T20:00`);
      await edit.getByLabel('End Time').fill(`${DAY}T21:00`);
      await edit.getByText("You have unsaved changes. Don't forget to save your modifications.").waitFor();
      await edit.getByText('Duration: 1h 0m').waitFor();
      await save.click();
      await seeToast(page, 'Booking updated successfully');
      await edit.waitFor({ state: 'detached' });
      const moved = rowWith(page, 'E2E lecture moved');
      await moved.waitFor();
      expect(await moved.textContent()).toContain('08:00 PM – 09:00 PM');

      // Delete the dragged booking.
      await rowWith(page, 'E2E workshop (drag)')
        .getByRole('button', { name: `Delete booking of ${ROOM}` })
        .click();
      const remove = page.getByRole('dialog', { name: 'Delete Booking' });
      await remove.getByText('Are you sure you want to delete this booking? This action cannot be undone.').waitFor();
      await remove.getByRole('button', { name: 'Delete' }).click();
      await seeToast(page, 'Booking deleted successfully');
      await rowWith(page, 'E2E workshop (drag)').waitFor({ state: 'detached' });
      await page.getByText('Showing 1 of').waitFor();

      // The timeline agrees: the moved booking holds 20:00-21:00, the deleted hour is free again.
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const again = await openRoomDay(page, ROOM, DAY);
      await slot(again.timeline, '20:00', 'booked \\(pending approval\\): E2E lecture moved').waitFor();
      await slot(again.timeline, '21:00', 'free').waitFor();
      await slot(again.timeline, '22:00', 'free').waitFor();
    });
  });
});
