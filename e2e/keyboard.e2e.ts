import type { Locator, Page } from 'playwright-core';
import { journey } from './support/journey';
import { addDays, bookByApi, campusDate, dayOfMonth, monthTitle, weekday } from './support/campus';
import { expectVisibleFocus, focusedName, rowWith, seeToast, slot, tabTo } from './support/ui';

const j = journey();
const ROOM = 'Lecture Hall 103';
const DAY = campusDate(50);
const PURPOSE = 'E2E keyboard seminar';
const DECIDE = 'E2E keyboard request';
const EDIT = 'E2E keyboard edit';
const REMOVE = 'E2E keyboard delete';
const ADMIN_EDIT = 'E2E keyboard admin edit';
const SERIES_ROOM = ROOM;
const SERIES_FIRST = campusDate(56);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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

/** Tab to a link of the side menu and follow it with Enter. */
async function openMenuByKeyboard(page: Page, title: string, url: string) {
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: title, exact: true });
  await link.waitFor();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${url}`);
}

/** Whether `target` has the focus now. */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * A MUI select with the keyboard: Tab to it, Enter opens its list, typing jumps to the options
 * that start with `typeAhead` (no spaces: Space picks the focused option), the arrows go on until
 * the focused option matches, Enter picks it and the list closes with focus on the select.
 */
async function chooseByKeyboard(page: Page, select: Locator, option: RegExp, typeAhead = '') {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  if (typeAhead) await page.keyboard.type(typeAhead);
  for (let i = 0; i < 120 && !option.test(await focusedName(page)); i++) await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).toMatch(option);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  expect(await hasFocus(select)).toBe(true);
}

/** Types a YYYY-MM-DD date into a focused date field, segment by segment (month, day, year here). */
const typeDate = (page: Page, date: string) => page.keyboard.type(`${date.slice(5, 7)}${date.slice(8, 10)}${date.slice(0, 4)}`);

/** Replaces a focused text field's value as a keyboard user does: select all, type. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Edit Booking with the keyboard from the row holding `purpose`: Tab to its `editName` button,
 * Enter, a new purpose (" (moved)" added), Tab to Save Changes, Enter; focus is back on the row's button.
 */
async function editPurposeByKeyboard(page: Page, purpose: string, editName: string) {
  await tabTo(page, rowWith(page, purpose).getByRole('button', { name: editName }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Purpose' }));
  await retype(page, `${purpose} (moved)`);
  await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await seeToast(page, 'Booking updated successfully');
  await dialog.waitFor({ state: 'detached' });
  const moved = rowWith(page, `${purpose} (moved)`).getByRole('button', { name: editName });
  await moved.waitFor();
  expect(await hasFocus(moved)).toBe(true);
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
      expect(await focusedName(page)).toMatch(/^09:00 PM to 09:15 PM, free/);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const card = page.locator('section', { has: timeline });
      await card.getByText('Selected 09:00 PM – 10:00 PM · Duration 1h').waitFor();

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

  it('edits and deletes own bookings in My Bookings; focus goes back to the row or the heading', async () => {
    const day = campusDate(52);
    await bookByApi(j.url, 'faculty@campus.example', ROOM, day, '20:00', '21:00', EDIT);
    await bookByApi(j.url, 'faculty@campus.example', ROOM, day, '21:00', '22:00', REMOVE);
    await j.run('keyboard-edit-delete', async ({ page }) => {
      await signInByKeyboard(page, 'faculty@campus.example');
      await openMenuByKeyboard(page, 'My Bookings', '/faculty/bookings');
      await tabTo(page, page.getByRole('textbox', { name: 'Search' }));
      await page.keyboard.type('E2E keyboard');
      await rowWith(page, EDIT).waitFor();
      await rowWith(page, REMOVE).waitFor();

      await editPurposeByKeyboard(page, EDIT, `Edit booking of ${ROOM}`);

      // Delete: the dialog opens on Cancel; Tab to Delete, Enter; the row is gone, the heading has focus.
      const remove = rowWith(page, REMOVE).getByRole('button', { name: `Delete booking of ${ROOM}` });
      await tabTo(page, remove);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Delete Booking' });
      await confirm.waitFor();
      expect(await focusedName(page)).toBe('Cancel');
      await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await seeToast(page, 'Booking deleted successfully');
      await confirm.waitFor({ state: 'detached' });
      await rowWith(page, REMOVE).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    });
  });

  it('creates a recurring series through its conflicts dialog', async () => {
    // Someone already holds the second week's slot.
    await bookByApi(j.url, 'faculty@campus.example', SERIES_ROOM, addDays(SERIES_FIRST, 7), '21:00', '21:30', 'E2E keyboard clash');
    await j.run('keyboard-recurring', async ({ page }) => {
      await signInByKeyboard(page, 'rb.admin@campus.example');
      await openMenuByKeyboard(page, 'Recurring Room Booking', '/faculty/book-room/recurring');
      const form = page.getByRole('form', { name: 'Create recurring booking' });
      await form.waitFor();
      await chooseByKeyboard(page, form.getByRole('combobox', { name: 'Room' }), new RegExp(`^${SERIES_ROOM} ·`));
      await tabTo(page, form.getByLabel('Start date'));
      await typeDate(page, SERIES_FIRST);
      await tabTo(page, form.getByLabel('End date'));
      await typeDate(page, addDays(SERIES_FIRST, 21));
      await tabTo(page, form.getByRole('textbox', { name: 'Purpose' }));
      await page.keyboard.type('E2E keyboard series');
      const row = form.getByRole('group', { name: 'Pattern row 1' });
      const dayName = WEEKDAYS[weekday(SERIES_FIRST)];
      await chooseByKeyboard(page, row.getByRole('combobox', { name: 'Day' }), new RegExp(`^${dayName}$`), dayName);
      // Type-ahead stops before the space, which would choose the focused option ("09:00 AM").
      await chooseByKeyboard(page, row.getByRole('combobox', { name: 'Start time' }), /^09:00 PM$/, '09:00');
      await chooseByKeyboard(page, row.getByRole('combobox', { name: 'End time' }), /^10:00 PM$/, '10:00');
      await form.getByText(/^4 bookings, /).waitFor();

      const create = form.getByRole('button', { name: 'Create Recurring Booking' });
      await tabTo(page, create);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const conflicts = page.getByRole('dialog', { name: 'Booking Conflicts' });
      await conflicts.getByRole('list', { name: 'Conflicting dates' }).getByRole('listitem').first().waitFor();
      await tabTo(page, conflicts.getByRole('button', { name: 'Confirm' }));
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.getByText('Recurring booking confirmed! 3 bookings, 1 date skipped.').waitFor();
      await conflicts.waitFor({ state: 'detached' });
      // Focus is back in the page (on the form's button), not lost to the document.
      expect(await hasFocus(create)).toBe(true);
    });
  });

  it('edits a booking as an administrator in Manage Bookings', async () => {
    await bookByApi(j.url, 'clubs@campus.example', ROOM, campusDate(53), '19:00', '20:00', ADMIN_EDIT);
    await j.run('keyboard-admin-edit', async ({ page }) => {
      await signInByKeyboard(page, 'rb.admin@campus.example');
      await openMenuByKeyboard(page, 'Manage Bookings', '/admin/bookings');
      await tabTo(page, page.getByRole('textbox', { name: 'Search bookings' }));
      await page.keyboard.type(ADMIN_EDIT);
      await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
      await editPurposeByKeyboard(page, ADMIN_EDIT, 'Edit booking');
    });
  });
});
