import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { journey } from './support/journey';

// The one journey with every animation on (the others ask for reduced motion, browser.ts).
const j = journey({ motion: 'full' });

/** How long the open dialog's fade takes, as the browser computes it ('0s' when it does not fade). */
const dialogFade = (page: Page) => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).transitionDuration);

/** What the theme switch leaves behind: the class on <html> and the stored choice. */
const themeState = (page: Page) =>
  page.evaluate(() => ({ htmlClass: document.documentElement.className, stored: localStorage.getItem('vite-ui-theme') }));

async function chooseTheme(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: `Theme: ${current}` }).click();
  await page.getByRole('menuitemradio', { name: next }).click();
  await page.getByRole('button', { name: `Theme: ${next}` }).waitFor();
}

describe('theme and sign-out', () => {
  it('sends a signed-out visitor of a protected URL to /auth', async () => {
    await j.run('protected-redirect', async ({ page }) => {
      await page.goto('/admin/users');
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
      await page.goto('/no/such/page');
      await page.getByText('Not Found', { exact: true }).waitFor();
    });
  });

  it('keeps the chosen theme across a reload; System follows the operating system', async () => {
    await j.run('theme-reload', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await signIn(page, 'faculty@campus.example');
      // Nothing stored yet: the default is System.
      await page.getByRole('button', { name: 'Theme: System' }).waitFor();

      await chooseTheme(page, 'System', 'Dark');
      expect(await themeState(page)).toEqual({ htmlClass: expect.stringMatching(/\bdark\b/), stored: 'dark' });
      await page.reload();
      await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
      expect(await themeState(page)).toEqual({ htmlClass: expect.stringMatching(/\bdark\b/), stored: 'dark' });

      await chooseTheme(page, 'Dark', 'Light');
      await page.reload();
      await page.getByRole('button', { name: 'Theme: Light' }).waitFor();
      expect(await themeState(page)).toEqual({ htmlClass: expect.stringMatching(/\blight\b/), stored: 'light' });

      await chooseTheme(page, 'Light', 'System');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.getByRole('button', { name: 'Theme: System' }).waitFor();
      expect(await themeState(page)).toEqual({ htmlClass: expect.stringMatching(/\bdark\b/), stored: 'system' });
    });
  });

  it('logs out through the confirmation dialog, and protected URLs then lead to /auth', async () => {
    await j.run('logout', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      const openLogout = async () => {
        await page.getByRole('button', { name: 'Open user menu' }).click();
        await page.getByRole('menuitem', { name: 'Log out' }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
        await dialog.getByText("Are you sure you want to log out? You'll need to sign in again to access your account.").waitFor();
        return dialog;
      };

      // Cancel keeps the session. The dialog fades in, unless the system asks for reduced motion.
      let dialog = await openLogout();
      expect(await dialogFade(page)).not.toBe('0s');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/home$/);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      dialog = await openLogout();
      expect(await dialogFade(page)).toBe('0s');
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Login' }).waitFor();

      // The server session is gone, not only the client's memory of it.
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      await page.goto('/faculty/bookings');
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    });
  });
});
