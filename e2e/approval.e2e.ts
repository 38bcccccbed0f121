import { journey } from './support/journey';
import { signIn } from './support/browser';
import { campusDate, listDate, toastSpan } from './support/campus';
import { bookSlots, chooseOption, openMenu, openRoomDay, rowWith, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(40);
const PURPOSE = 'E2E club debate night';

describe('room request approval journey', () => {
  it('clubs books a room, the dean approves it, and the booking shows approved to clubs', async () => {
    await j.run('clubs-books', async ({ page }) => {
      await signIn(page, 'clubs@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      await bookSlots(card, timeline, '21:00', '21:45', PURPOSE);
      await seeToast(page, 'Request sent for approval');
      await slot(timeline, '21:00', `booked \\(pending approval\\): ${PURPOSE}`).waitFor();
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
      const span = `${ROOM}, ${toastSpan(DAY, '21:00', '22:00')}`;
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
      expect(await row.textContent()).toContain('09:00 PM – 10:00 PM');
      await row.getByText('Confirmed', { exact: true }).waitFor();
      // Issue 35: the history shows the request, the undone approval and the decision that stands.
      await row.getByRole('button', { name: `History of ${ROOM}, ${PURPOSE}` }).click();
      const history = page.getByRole('dialog', { name: 'History' }).getByRole('list', { name: 'Booking history' });
      await history.getByText(/^Requested — /).waitFor();
      await history.getByText(/^Decision undone — /).waitFor();
      expect(await history.getByRole('listitem').last().textContent()).toMatch(/^Approved — .*Status: Pending → Confirmed$/);
      await page.getByRole('dialog', { name: 'History' }).getByRole('button', { name: 'Close' }).click();
      await chooseOption(page, page, 'Status', 'Pending');
      await row.waitFor({ state: 'detached' });
    });
  });
});
