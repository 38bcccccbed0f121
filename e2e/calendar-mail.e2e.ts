import type { Locator, Page } from 'playwright-core';
import { signIn } from './support/browser';
import { journey } from './support/journey';

// Issue 14 through the user menu: "Calendar feed" (create, copy, the link serves the feed,
// a new link makes the old one 404 at once) and "Notification settings" (a switch turned
// off is still off after a reload).
const j = journey();
const DECISIONS = 'Decisions on my requests (approved or declined)';

/** Opens the user menu's entry and answers the dialog it opens. */
async function openFromUserMenu(page: Page, entry: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: entry });
  await dialog.waitFor();
  return dialog;
}

/** Clicks and answers the JSON of the API call `path` it made with `method`. */
async function answerTo(page: Page, method: string, path: string, click: () => Promise<void>): Promise<Record<string, unknown>> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === path),
    click(),
  ]);
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** Waits until the read-only field shows `value` (React renders the answer after it arrives). */
async function untilValue(field: Locator, value: string): Promise<void> {
  while ((await field.inputValue()) !== value) await field.page().waitForTimeout(50);
}

/** The feed's status at the server the journey runs (links name PUBLIC_URL, the path is what counts). */
const feedStatus = async (link: string) => (await fetch(j.url + new URL(link).pathname)).status;

describe('calendar feed and notification settings', () => {
  it('copies a working feed link; a new link stops the old one; an e-mail switch stays off after a reload', async () => {
    await j.run('feed-and-settings', async ({ context, page }) => {
      await context.grantPermissions(['clipboard-write']);
      // The app's Permissions-Policy turns clipboard reading off for its pages (issue 36), so the
      // journey records what the page writes, on its way to the real clipboard.
      await context.addInitScript(() => {
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        navigator.clipboard.writeText = async (text: string) => {
          (window as unknown as { copied: string }).copied = text;
          return write(text);
        };
      });
      await signIn(page, 'faculty@campus.example');

      let dialog = await openFromUserMenu(page, 'Calendar feed');
      await dialog.getByText(/^There is no link yet\./).waitFor();
      const create = () => dialog.getByRole('button', { name: 'Create a new link' }).click();
      const first = String((await answerTo(page, 'POST', '/api/me/calendar-feed', create)).url);
      expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const field = dialog.getByRole('textbox', { name: 'Subscription URL' });
      await untilValue(field, first);
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await dialog.getByText('Copied').waitFor();
      expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(first);
      const feed = await fetch(j.url + new URL(first).pathname);
      expect([feed.status, feed.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
      expect(await feed.text()).toContain('X-WR-CALNAME:Room bookings of Rahul Verma');

      const second = String((await answerTo(page, 'POST', '/api/me/calendar-feed', create)).url);
      await untilValue(field, second);
      expect([await feedStatus(first), await feedStatus(second)]).toEqual([404, 200]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openFromUserMenu(page, 'Notification settings');
      const decisions = dialog.getByRole('switch', { name: DECISIONS });
      expect(await decisions.isChecked()).toBe(true);
      await answerTo(page, 'PUT', '/api/me/mail-settings', () => decisions.click());
      await page.reload();
      dialog = await openFromUserMenu(page, 'Notification settings');
      await dialog.getByRole('switch', { name: DECISIONS }).waitFor();
      expect(await dialog.getByRole('switch', { name: DECISIONS }).isChecked()).toBe(false);
      expect(await dialog.getByRole('switch', { name: 'New requests waiting for my decision' }).isChecked()).toBe(true);
    });
  });
});
