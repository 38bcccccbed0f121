import { journey } from './support/journey';
import { signIn } from './support/browser';
import { apiSignIn, campusDate, campusIso } from './support/campus';
import { openMenu, openRoomDay, rowWith, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(49);
const PURPOSE = 'E2E waited for the room';

/** Issue 32: a booker is refused a time that was just taken, joins its waitlist, and gets the room when it is cancelled. */
describe('waitlist journey', () => {
  it('a booker joins the waitlist of a taken time and gets the booking when it is cancelled', async () => {
    const admin = await apiSignIn(j.url, 'rb.admin@campus.example');
    const rooms = (await admin.call('GET', '/faculty/getrooms')).body as { rooms: { id: number; room_name: string }[] };
    const roomId = rooms.rooms.find((r) => r.room_name === ROOM)!.id;

    await j.run('faculty-joins-and-gets-it', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      await slot(timeline, '16:00', 'free').click();
      await slot(timeline, '16:45', 'free').click();
      await card.getByRole('textbox', { name: 'Purpose' }).fill(PURPOSE);
      // Someone takes the time meanwhile.
      const taken = await admin.call('POST', '/faculty/bookroom', {
        room_id: roomId,
        start_time: campusIso(DAY, '16:00'),
        end_time: campusIso(DAY, '17:00'),
        purpose: 'E2E took it first',
      });
      expect(taken.status).toBe(201);
      await card.getByRole('button', { name: 'Confirm' }).click();
      await seeToast(page, 'Failed to book room');
      await card.getByRole('button', { name: 'Join the waitlist' }).click();
      await seeToast(page, 'You are on the waitlist. If the time frees, you get the booking and we tell you.');

      await openMenu(page, 'My Bookings', '/faculty/bookings');
      const waitlist = page.getByRole('region', { name: 'My waitlist' });
      await waitlist.getByText(/Seminar Room 104, .+ · first in line/).waitFor();

      // The booking is cancelled: the first in line gets it, as their role books (a request).
      const id = (taken.body as { booking: { id: number } }).booking.id;
      expect((await admin.call('DELETE', `/faculty/bookings/${id}`)).status).toBe(200);
      await page.reload();
      await rowWith(page, PURPOSE).getByText('Pending', { exact: true }).waitFor();
      await waitlist.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(/^You got Seminar Room 104, .+, 04:00 PM – 05:00 PM from the waitlist/)
        .waitFor();
    });
  });
});
