import { journey } from './support/journey';
import { signIn } from './support/browser';
import { campusDate, listDate, toastSpan } from './support/campus';
import { bookSlots, chooseOption, openMenu, openRoomDay, rowWith, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(40);
const PURPOSE = 'E2E club debate night';

/** The history line of who did something and when: "Changed — Robotics Club, Tue, Jan 12, 2027, 10:00 AM". */
const byWhenWhat = (action: string, who: string, what = '') =>
  new RegExp(`^${action} — ${who}, \\w{3}, \\w{3} \\d\\d, \\d{4}, \\d\\d:\\d\\d [AP]M${what}$`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('room request approval journey', () => {
  it('clubs books a room and moves it, the dean approves it, and the booking shows approved and moved to clubs', async () => {
    await j.run('clubs-books', async ({ page }) => {
      await signIn(page, 'clubs@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      await bookSlots(card, timeline, '21:00', '21:45', PURPOSE);
      await seeToast(page, 'Request sent for approval');
      await slot(timeline, '21:00', `booked \\(pending approval\\): ${PURPOSE}`).waitFor();
    });

    // Issue 35: a move, for the history to show — an hour earlier, in the edit dialog.
    await j.run('clubs-moves', async ({ page }) => {
      await signIn(page, 'clubs@campus.example');
      await page.goto('/faculty/bookings');
      const row = rowWith(page, PURPOSE);
      await row.getByRole('button', { name: `Edit booking of ${ROOM}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Booking' });
      await edit.getByLabel('Start Time').fill(`${DAY}T20:00`);
      await edit.getByLabel('End Time').fill(`${DAY}T21:00`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await seeToast(page, 'Booking updated successfully');
      await edit.waitFor({ state: 'detached' });
      await row.getByText('08:00 PM – 09:00 PM').waitFor();
    });

    await j.run('dean-approves', async ({ page }) => {
      await signIn(page, 'dean@campus.example');
      await openMenu(page, 'Room Booking', '/room_booking');
      await page.getByRole('button', { name: 'Pending Requests' }).click();
      const row = rowWith(page, PURPOSE);
      expect(await row.textContent()).toContain('clubs@campus.example');
      expect(await row.textContent()).toContain(ROOM);
      await row.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve Booking' });
      await dialog.getByText(`Are you sure you want to approve the booking for ${ROOM}?`).waitFor();
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Issue 35: the toast names what was approved and offers Undo; Undo puts the request back.
      const span = `${ROOM}, ${toastSpan(DAY, '20:00', '21:00')}`;
      const toast = page.getByRole('alert').filter({ hasText: `Approved: ${span}` });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await seeToast(page, `Undone: ${span} waits for a decision again`);
      await row.getByRole('button', { name: 'Approve' }).click();
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Decided requests leave the pending list and read "Approved" in the full one.
      await row.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'All Requests' }).click();
      await rowWith(page, PURPOSE).getByText('Approved', { exact: true }).waitFor();
    });

    await j.run('clubs-sees-approved', async ({ page }) => {
      await signIn(page, 'clubs@campus.example');
      // Not in the clubs menu (SPEC.md §6) but allowed by the booking capability.
      await page.goto('/faculty/bookings');
      await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
      await chooseOption(page, page, 'Status', 'Approved');
      const row = rowWith(page, PURPOSE);
      await row.waitFor();
      expect(await row.textContent()).toContain(listDate(DAY));
      expect(await row.textContent()).toContain('08:00 PM – 09:00 PM');
      await row.getByText('Confirmed', { exact: true }).waitFor();
      // Issue 35: the history shows the request, the move (who, when, from what time to what), the
      // undone approval and the decision that stands, oldest first.
      await row.getByRole('button', { name: `History of ${ROOM}, ${PURPOSE}` }).click();
      const history = page.getByRole('dialog', { name: 'History' }).getByRole('list', { name: 'Booking history' });
      await history.getByText(/^Decision undone — /).waitFor();
      const entries = await history.getByRole('listitem').allTextContents();
      const moved = `Time: ${toastSpan(DAY, '21:00', '22:00')} → ${toastSpan(DAY, '20:00', '21:00')}`;
      expect(entries[0]).toMatch(byWhenWhat('Requested', 'Robotics Club', '.*'));
      expect(entries[1]).toMatch(byWhenWhat('Changed', 'Robotics Club', escape(moved)));
      expect(entries.at(-2)).toMatch(byWhenWhat('Decision undone', '[^,]+', '.*'));
      expect(entries.at(-1)).toMatch(byWhenWhat('Approved', '[^,]+', 'Status: Pending → Confirmed'));
      await page.getByRole('dialog', { name: 'History' }).getByRole('button', { name: 'Close' }).click();
      await chooseOption(page, page, 'Status', 'Pending');
      await row.waitFor({ state: 'detached' });
    });
  });
});
