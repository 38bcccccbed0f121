import { journey } from './support/journey';
import { signIn } from './support/browser';
import { campusDate } from './support/campus';
import { bookSlots, openMenu, openRoomDay, seeToast } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(48);
const PURPOSE = 'E2E decided from the message';

/** Issue 32: a dean opens a request link from a message, signs in on the way, and approves it there, on a phone. */
describe('deciding from the message', () => {
  it('a dean opens the request link, signs in, comes back to it and approves it', async () => {
    let requestId = 0;
    await j.run('faculty-requests', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/faculty/bookroom') && r.request().method() === 'POST');
      await bookSlots(card, timeline, '15:00', '15:45', PURPOSE);
      requestId = (await (await answer).json()).booking.id;
      await seeToast(page, 'Request sent for approval');
    });

    await j.run(
      'dean-approves-from-the-link',
      async ({ page }) => {
        // The link as the mail carries it, opened without a session: sign-in comes first, then back to it.
        await page.goto(`/room_booking?request=${requestId}`);
        await page.waitForURL('**/auth');
        await page.getByRole('button', { name: /(^|\s)dean@campus\.example(\s|$)/ }).click();
        await page.waitForURL(`**/room_booking?request=${requestId}`);
        const linked = page.getByRole('region', { name: 'The request from your message' });
        await linked.getByText(PURPOSE).waitFor();
        await linked.getByRole('button', { name: 'Approve' }).click();
        const dialog = page.getByRole('dialog', { name: 'Approve Booking' });
        await dialog.getByRole('button', { name: 'Approve' }).click();
        await dialog.waitFor({ state: 'detached' });
        await linked.getByText('Approved', { exact: true }).waitFor();
      },
      'phone',
    );
  });
});
