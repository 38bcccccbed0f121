import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { journey } from './support/journey';

const j = journey();

const ADDED = 'Seminar Room E2E';
const RENAMED = 'Conference Room E2E';

const openMenuEntry = async (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: title, exact: true }).click();

/** Types into Book Room's room picker, which opens its list of matching rooms. */
const searchRooms = (page: Page, text: string) => page.getByRole('combobox', { name: 'Rooms' }).fill(text);

describe('rb_admin manages rooms', () => {
  it('adds a room, edits it, and Book Room offers it', async () => {
    await j.run('rooms-add-edit', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      // Book Room first, so its room list is cached and must be refreshed by the changes below.
      await openMenuEntry(page, 'Book Room');
      await searchRooms(page, 'E2E');
      await page.getByText('No rooms found.', { exact: true }).waitFor();

      await openMenuEntry(page, 'Manage Rooms');
      await page.getByRole('button', { name: 'Add Room' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add New Room' });
      await dialog.getByRole('textbox', { name: 'Room Name' }).fill(ADDED);
      await dialog.getByRole('combobox', { name: 'Block' }).click();
      await page.getByRole('option', { name: 'Library Block' }).click();
      await dialog.getByRole('spinbutton', { name: 'Capacity' }).fill('40');
      await dialog.getByRole('button', { name: 'Projector' }).click();
      await dialog.getByRole('button', { name: 'Create Room' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Room created successfully').waitFor();

      await page.getByRole('textbox', { name: 'Room name' }).fill('E2E');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ADDED, exact: true }) });
      await row.getByRole('cell', { name: 'Library Block', exact: true }).waitFor();
      await row.getByRole('cell', { name: '40', exact: true }).waitFor();
      await row.getByText('Projector', { exact: true }).waitFor();

      await row.getByRole('button', { name: `Edit ${ADDED}` }).click();
      dialog = page.getByRole('dialog', { name: 'Edit Room' });
      await dialog.getByRole('textbox', { name: 'Room Name' }).fill(RENAMED);
      await dialog.getByRole('spinbutton', { name: 'Capacity' }).fill('60');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const edited = page.getByRole('row').filter({ has: page.getByRole('cell', { name: RENAMED, exact: true }) });
      await edited.getByRole('cell', { name: '60', exact: true }).waitFor();
      expect(await page.getByRole('cell', { name: ADDED, exact: true }).count()).toBe(0);

      // Book Room now lists the edited room, with its block and seats, under Conference Room.
      await openMenuEntry(page, 'Book Room');
      await page.getByRole('button', { name: 'Conference Room', exact: true }).click();
      await searchRooms(page, 'E2E');
      const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${RENAMED}`) });
      expect(await option.textContent()).toContain('Library Block · 60 seats');
      await option.click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: RENAMED }).waitFor();
    });
  });
});
