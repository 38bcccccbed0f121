import type { Page } from 'playwright-core';
import { signIn, signOut } from './support/browser';
import { journey } from './support/journey';

const j = journey();

const CLUBS = 'clubs@campus.example';
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('super admin edits a user access', () => {
  it("gives clubs the rb_dean role and the club's menu shows Room Booking at its next sign-in", async () => {
    await j.run('users-access', async ({ page }) => {
      // Before: the club sees Home and Book Room only.
      await signIn(page, CLUBS);
      await sideMenu(page).getByRole('link', { name: 'Book Room' }).waitFor();
      expect(await sideMenu(page).getByRole('link', { name: 'Room Booking', exact: true }).count()).toBe(0);
      await signOut(page);

      await signIn(page, 'super.admin@campus.example');
      await page.getByRole('link', { name: 'Manage Users' }).click();
      await page.getByRole('heading', { name: 'User Management' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill('clubs@');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: CLUBS, exact: true }) });
      await row.waitFor();
      await page.getByRole('row').nth(2).waitFor({ state: 'detached' });

      await row.getByRole('button', { name: 'Edit Robotics Club' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit User' });
      await dialog.getByRole('combobox', { name: 'Access' }).click();
      await page.getByRole('option', { name: 'rb_dean' }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('cell', { name: 'rb_clubs, rb_dean', exact: true }).waitFor();
      await signOut(page);

      // After: at the next sign-in the club's menu has Room Booking and the page opens.
      await signIn(page, CLUBS);
      await sideMenu(page).getByRole('link', { name: 'Room Booking', exact: true }).click();
      await page.getByRole('table', { name: 'List of room booking requests' }).waitFor();
      await sideMenu(page).getByRole('link', { name: 'Book Room' }).waitFor();
    });
  });
});
