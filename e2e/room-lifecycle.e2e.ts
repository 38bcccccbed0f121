import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { journey } from './support/journey';
import { bookByApi, campusDate } from './support/campus';
import { openMenu, rowWith, seeToast } from './support/ui';

const j = journey();
/** A seeded room no other journey books in. */
const ROOM = 'Computer Lab 204';

/** Types into Book Room's room picker, which opens its list of matching rooms. */
const searchRooms = (page: Page, text: string) => page.getByRole('combobox', { name: 'Rooms' }).fill(text);
const roomOption = (page: Page) => page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${ROOM}`) });

async function openRoomRow(page: Page) {
  await openMenu(page, 'Manage Rooms', '/admin/rooms');
  await page.getByRole('textbox', { name: 'Room name' }).fill(ROOM);
  const row = rowWith(page, ROOM);
  await row.getByRole('button', { name: `Edit ${ROOM}` }).waitFor();
  return row;
}

describe('rooms lifecycle (issue 15)', () => {
  it('an administrator deactivates a room, it leaves Book a Room, its booking is cancelled; reactivated, it is back', async () => {
    await bookByApi(j.url, 'rb.admin@campus.example', ROOM, campusDate(60), '20:00', '21:00', 'E2E lifecycle booking');

    await j.run('rb-admin-room-lifecycle', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      await searchRooms(page, ROOM);
      await roomOption(page).waitFor();

      let row = await openRoomRow(page);
      await row.getByRole('button', { name: `Deactivate ${ROOM}` }).click();
      await page.getByRole('dialog', { name: 'Deactivate Room' }).getByRole('button', { name: 'Deactivate', exact: true }).click();
      await seeToast(page, `${ROOM} deactivated`);
      const upcoming = page.getByRole('dialog', { name: `Upcoming bookings of ${ROOM}` });
      await upcoming.getByText(/E2E lifecycle booking/).waitFor();
      await upcoming.getByRole('button', { name: /^Cancel \d+ upcoming bookings?$/ }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Bookings' });
      await cancel.getByRole('textbox', { name: 'Reason (optional)' }).fill('Lab closed for refit');
      await cancel.getByRole('button', { name: 'Cancel bookings' }).click();
      await page
        .getByText(/^\d+ bookings? cancelled\.$/)
        .first()
        .waitFor();
      await row.getByText('Inactive', { exact: true }).waitFor();

      await openMenu(page, 'Book Room', '/faculty/book-room');
      await searchRooms(page, ROOM);
      await page.getByText('No rooms found.', { exact: true }).waitFor();

      row = await openRoomRow(page);
      await row.getByRole('button', { name: `Reactivate ${ROOM}` }).click();
      await page.getByRole('dialog', { name: 'Reactivate Room' }).getByRole('button', { name: 'Reactivate', exact: true }).click();
      await seeToast(page, `${ROOM} is active again`);
      await row.getByRole('button', { name: `Deactivate ${ROOM}` }).waitFor();

      await openMenu(page, 'Book Room', '/faculty/book-room');
      await searchRooms(page, ROOM);
      await roomOption(page).waitFor();
    });
  });
});
