import type { Locator, Page } from 'playwright-core';
import { journey } from './support/journey';
import { signIn } from './support/browser';
import { addDays, campusDate, weekday } from './support/campus';
import { openMenu, rowWith } from './support/ui';

const j = journey();

/** The first Monday at least six weeks ahead, where the seeded bookings leave every room free. */
const AHEAD = campusDate(42);
const MONDAY = addDays(AHEAD, (8 - weekday(AHEAD)) % 7);

const ROOMS_CSV = [
  'room_name,block_name,capacity,features,access',
  'E2E Import Lab,Library Block,30,Projector,Faculty',
  'E2E Import Studio,Library Block,12,,Faculty;Staff',
].join('\n');

/** Two weeks of a Monday and Thursday lecture (four bookings) and a tutorial that starts before opening. */
const TIMETABLE_CSV = [
  'room_name,block_name,booker_email,purpose,start_date,end_date,weekdays,start_time,end_time,skip_dates',
  `E2E Import Lab,Library Block,faculty@campus.example,E2E imported lecture,${MONDAY},${addDays(MONDAY, 13)},Mon;Thu,10:00,11:00,`,
  `E2E Import Studio,Library Block,faculty@campus.example,E2E imported tutorial,${MONDAY},,,08:30,09:30,`,
].join('\n');

/** Opens a screen's import wizard and sends a CSV file to its check. */
async function chooseFile(page: Page, button: string, name: string, csv: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog.getByLabel('Choose a file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('heading', { name: 'Preview' }).waitFor();
  return dialog;
}

describe('import journey', () => {
  it('an administrator imports rooms and a timetable with an error, finds the bookings, and undoes the import', async () => {
    await j.run('rb-admin-imports', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');

      await openMenu(page, 'Manage Rooms', '/admin/rooms');
      let dialog = await chooseFile(page, 'Import rooms', 'e2e-rooms.csv', ROOMS_CSV);
      await dialog.getByText('No errors or conflicts: the file is ready to import.').waitFor();
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText('Imported e2e-rooms.csv: 2 rooms created, 0 updated, 0 unchanged.').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The list behind the dialog has reloaded.
      await page.getByRole('textbox', { name: 'Room name' }).fill('E2E Import');
      await rowWith(page, 'E2E Import Studio').waitFor();

      await openMenu(page, 'Manage Bookings', '/admin/bookings');
      dialog = await chooseFile(page, 'Import timetable', 'e2e-timetable.csv', TIMETABLE_CSV);
      await dialog.getByText('Nothing can be imported as it is: the file has 1 error.').waitFor();
      const error = dialog.getByRole('table', { name: 'Errors (1)' }).getByRole('row').nth(1);
      expect(await error.getByRole('cell').allTextContents()).toEqual(['3', 'start_time', '08:30 is before 09:00']);
      await dialog.getByRole('button', { name: 'Import the 1 valid row' }).click();
      await dialog.getByText('Imported e2e-timetable.csv: 4 bookings created, 0 updated, 0 unchanged, 1 skipped.').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('textbox', { name: 'Search bookings' }).fill('E2E imported');
      await page.getByText('Showing 1 to 4 of 4 entries').waitFor();
      const confirmed = rowWith(page, 'E2E imported lecture').filter({ has: page.getByText('Confirmed', { exact: true }) });
      await confirmed.nth(3).waitFor();

      // Undo from the list of past imports: the four bookings are cancelled.
      await page.getByRole('button', { name: 'Import timetable' }).click();
      dialog = page.getByRole('dialog', { name: 'Import timetable' });
      await dialog.getByRole('tab', { name: 'Past imports' }).click();
      await dialog.getByRole('button', { name: 'Undo the import of e2e-timetable.csv' }).click();
      const confirm = page.getByRole('dialog', { name: 'Undo import' });
      await confirm.getByRole('button', { name: 'Undo import' }).click();
      await dialog.getByText('Import undone: 4 bookings cancelled.').waitFor();
      await dialog.getByText(/^Undone /).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      const cancelled = rowWith(page, 'E2E imported lecture').filter({ has: page.getByText('Cancelled', { exact: true }) });
      await cancelled.nth(3).waitFor();
    });
  });
});
