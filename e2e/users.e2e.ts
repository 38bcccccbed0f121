import type { Page } from 'playwright-core';
import { signIn, signOut, type Device } from './support/browser';
import { journey } from './support/journey';

const j = journey();

const CLUBS = 'clubs@campus.example';
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('super admin edits a user access', () => {
  it("gives clubs the Dean role and the club's menu shows Room Booking at its next sign-in", async () => {
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
      // Issue 35: roles in words, each with what it may do.
      const dean = page.getByRole('option', { name: /^Dean/ });
      expect(await dean.textContent()).toBe('DeanApproves or declines room booking requests');
      await dean.click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('cell', { name: 'Clubs, Dean', exact: true }).waitFor();
      await signOut(page);

      // After: at the next sign-in the club's menu has Room Booking and the page opens.
      await signIn(page, CLUBS);
      await sideMenu(page).getByRole('link', { name: 'Room Booking', exact: true }).click();
      await page.getByRole('table', { name: 'List of room booking requests' }).waitFor();
      await sideMenu(page).getByRole('link', { name: 'Book Room' }).waitFor();
    });
  });
});

describe('the booking policy in words (issue 35)', () => {
  const LABELS = ['Pending requests at once', 'Booked hours per week', 'Days ahead'];

  it.each<Device>(['desktop', 'phone'])('names roles in words and shows every field label whole (%s)', async (device) => {
    await j.run(
      `policy-in-words-${device}`,
      async ({ page }) => {
        await signIn(page, 'super.admin@campus.example');
        await page.goto('/admin/users');
        for (const role of ['Faculty', 'Clubs']) {
          const form = page.getByRole('form', { name: `Booking policy of ${role}` });
          await form.getByRole('heading', { name: role, exact: true }).waitFor();
          for (const text of LABELS) {
            const label = form.locator('label', { hasText: text });
            // Cut off ("Pending req…") when the text is wider than the box the label is given.
            expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().width > 0)).toBe(true);
          }
        }
        expect(await page.getByText(/rb_faculty|rb_clubs/).count()).toBe(0);
      },
      device,
    );
  });
});
