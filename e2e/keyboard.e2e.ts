import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { bookByApi, campusDate, dayOfMonth, monthTitle } from './support/campus';
import { expectVisibleFocus, focusedName, rowWith, seeToast, slot, tabTo } from './support/ui';

const j = journey();
const ROOM = 'Lecture Hall 103';
const DAY = campusDate(50);
const PURPOSE = 'E2E keyboard seminar';
const DECIDE = 'E2E keyboard request';

/** Signs in with the keyboard: Tab to the demo account's button, Enter. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/auth');
  const account = page.getByRole('button', { name: new RegExp(`(^|\\s)${email.replace(/\./g, '\\.')}(\\s|$)`) });
  await account.waitFor();
  await tabTo(page, account);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/home');
}

describe('keyboard only', () => {
  it('books a room: menu, room, dates, timeline, purpose and Confirm without a pointer', async () => {
    await j.run('keyboard-booking', async ({ page }) => {
      await signInByKeyboard(page, 'faculty@campus.example');
      await tabTo(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Book Room', exact: true }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/faculty/book-room');

      // Rooms: type to filter, pick with the arrow and Enter, close the list.
      const rooms = page.getByRole('combobox', { name: 'Rooms' });
      await rooms.waitFor();
      await tabTo(page, rooms);
      await page.keyboard.type(ROOM);
      await page.getByRole('option', { name: new RegExp(`^${ROOM}\\b`) }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');

      // Dates: "Next month" until the day's month shows, then into its grid and along it with the arrows.
      const month = page.getByRole('group', { name: monthTitle(DAY), exact: true });
      const next = page.getByRole('button', { name: 'Next month' });
      for (let i = 0; i < 12 && !(await month.isVisible()); i++) {
        await tabTo(page, next);
        await page.keyboard.press('Enter');
      }
      const target = month.getByRole('gridcell', { name: dayOfMonth(DAY), exact: true });
      // Tab into this month's grid (its days are one stop), then step to the day.
      for (let i = 0; i < 40; i++) {
        if (await month.evaluate((el) => el.contains(document.activeElement))) break;
        await page.keyboard.press('Tab');
      }
      for (let i = 0; i < 31; i++) {
        const here = Number(await page.evaluate(() => document.activeElement?.textContent ?? '0'));
        if (here === Number(dayOfMonth(DAY))) break;
        await page.keyboard.press(here < Number(dayOfMonth(DAY)) ? 'ArrowRight' : 'ArrowLeft');
      }
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter'); // start of the range
      await target.waitFor();
      await page.keyboard.press('Enter'); // end: the same day
      await tabTo(page, page.getByRole('button', { name: 'Check Availability' }));
      await page.keyboard.press('Enter');

      // Timeline: one Tab stop; arrows move, Enter sets start and end.
      const timeline = page.getByRole('group', { name: new RegExp(`^Time slots for ${ROOM} on `) });
      await timeline.waitFor();
      await tabTo(page, slot(timeline, '09:00', 'free'));
      for (let i = 0; i < 48; i++) await page.keyboard.press('ArrowRight'); // 09:00 + 48 quarter hours = 21:00
      expect(await focusedName(page)).toMatch(/^21:00 to 21:15, free/);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const card = page.locator('section', { has: timeline });
      await card.getByText('Selected 21:00 – 22:00 · Duration 1h').waitFor();

      // Purpose, then Enter submits the booking form.
      await tabTo(page, card.getByRole('textbox', { name: 'Purpose' }));
      await page.keyboard.type(PURPOSE);
      await page.keyboard.press('Enter');
      await seeToast(page, 'Request sent for approval');
      await slot(timeline, '21:00', `booked \\(pending approval\\): ${PURPOSE}`).waitFor();
    });
  });

  it('decides a request: Overview link, Decline cancelled with Escape (focus returns), then Approve', async () => {
    await bookByApi(j.url, 'clubs@campus.example', ROOM, campusDate(51), '20:00', '21:00', DECIDE);
    await j.run('keyboard-decision', async ({ page }) => {
      await signInByKeyboard(page, 'dean@campus.example');
      await tabTo(page, page.getByRole('link', { name: 'Review room requests' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/room_booking');
      // The toggle is one Tab stop (the chosen button); the arrow keys move within it.
      const allRequests = page.getByRole('button', { name: 'All Requests' });
      await allRequests.waitFor();
      await tabTo(page, allRequests);
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).toBe('Pending Requests');
      await page.keyboard.press('Enter');

      const row = rowWith(page, DECIDE);
      const decline = row.getByRole('button', { name: 'Decline' });
      await tabTo(page, decline);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const declineDialog = page.getByRole('dialog', { name: 'Decline Booking' });
      await declineDialog.waitFor();
      // The safe choice has the focus; Escape closes and focus goes back to Decline.
      expect(await focusedName(page)).toBe('Cancel');
      await page.keyboard.press('Escape');
      await declineDialog.waitFor({ state: 'detached' });
      expect(await decline.evaluate((el) => el === document.activeElement)).toBe(true);

      await tabTo(page, row.getByRole('button', { name: 'Approve' }), { back: true });
      await page.keyboard.press('Enter');
      const approveDialog = page.getByRole('dialog', { name: 'Approve Booking' });
      await approveDialog.waitFor();
      await tabTo(page, approveDialog.getByRole('button', { name: 'Approve' }));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await approveDialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      // The decided row is gone: focus lands on the page heading, not on the document.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    });
  });
});
