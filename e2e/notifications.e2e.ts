import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { signIn } from './support/browser';
import { campusDate, listDate } from './support/campus';
import { bookSlots, cardWith, openMenu, openRoomDay, rowWith, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(47);
const PURPOSE = 'E2E notified reading group';
const REASON = 'The room is booked for exams that week.';

/** Opens the bell's panel, checking its name says how many are unread; answers the panel. */
async function openNotifications(page: Page, unread: RegExp) {
  await page.getByRole('button', { name: unread }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  return panel;
}

describe('notifications journey', () => {
  it('faculty books, the dean sees the bell and declines with a reason, faculty is told why', async () => {
    await j.run('faculty-requests', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      // Nothing has happened to this faculty member yet.
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      await bookSlots(card, timeline, '14:00', '14:45', PURPOSE);
      // A request, not a booking: the toast says so, with a Pending badge.
      await seeToast(page, 'Request sent for approval');
      await page.locator('.notistack-MuiContent').getByText('Pending', { exact: true }).waitFor();
      await slot(timeline, '14:00', `booked \\(pending approval\\): ${PURPOSE}`).waitFor();
    });

    await j.run('dean-declines', async ({ page }) => {
      await signIn(page, 'dean@campus.example');
      const panel = await openNotifications(page, /^Notifications, \d+ unread$/);
      const request = panel.getByRole('link').filter({ hasText: PURPOSE });
      await request.getByText('New room request').waitFor();
      await request.click();
      // Issue 32: the notice opens the request itself, its decision ready.
      await page.waitForURL(/\/room_booking\?request=\d+$/);
      await panel.waitFor({ state: 'detached' });

      const linked = page.getByRole('region', { name: 'The request from your message' });
      await linked.getByText(PURPOSE).waitFor();
      await linked.getByRole('button', { name: 'Decline' }).click();
      const dialog = page.getByRole('dialog', { name: 'Decline Booking' });
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(REASON);
      await dialog.getByText(`${REASON.length}/500 characters`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'All Requests' }).click();
      const row = rowWith(page, PURPOSE);
      await row.getByText('Rejected', { exact: true }).waitFor();
      await row.getByText(`Reason: ${REASON}`).waitFor();
    });

    // On a phone: the panel is a full-width drawer.
    await j.run(
      'faculty-is-told',
      async ({ page }) => {
        await signIn(page, 'faculty@campus.example');
        const panel = await openNotifications(page, /^Notifications, 1 unread$/);
        const box = await panel.boundingBox();
        expect(box?.width).toBe(390);
        const declined = panel.getByRole('link').filter({ hasText: 'Rejected' });
        expect(await declined.textContent()).toContain(`Reason: ${REASON}`);
        expect(await declined.textContent()).toContain(PURPOSE);
        await declined.click();
        await page.waitForURL(/\/faculty\/bookings\?booking=\d+$/);
        await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
        // A phone lists My Bookings as cards; the linked booking's is marked (and scrolled to).
        const card = cardWith(page, PURPOSE);
        expect(await card.getAttribute('aria-current')).toBe('true');
        expect(await card.textContent()).toContain(listDate(DAY));
        await card.getByText('Rejected', { exact: true }).waitFor();
        await card.getByText(`Reason: ${REASON}`).waitFor();
        // Opening it marked it read.
        await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      },
      'phone',
    );
  });
});
