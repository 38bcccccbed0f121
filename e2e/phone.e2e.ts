import { journey } from './support/journey';
import { signIn } from './support/browser';
import { bookByApi, campusDate } from './support/campus';
import { cardWith, expectInsideWindow, expectNoSidewaysScroll, seeToast } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(45);
const APPROVE = 'E2E phone approve';
const DECLINE = 'E2E phone decline';
const ADMIN_EDIT = 'E2E phone admin';
const OWN = 'E2E phone own booking';

describe('phone layout (390 px)', () => {
  it('the dean approves and declines from cards, and an administrator edits a booking, with no sideways scroll', async () => {
    await bookByApi(j.url, 'clubs@campus.example', ROOM, DAY, '19:00', '20:00', APPROVE);
    await bookByApi(j.url, 'clubs@campus.example', ROOM, DAY, '20:00', '21:00', DECLINE);
    await bookByApi(j.url, 'rb.admin@campus.example', ROOM, campusDate(46), '19:00', '20:00', ADMIN_EDIT);

    await j.run(
      'dean-decides-on-phone',
      async ({ page }) => {
        await signIn(page, 'dean@campus.example');
        // The dean's Overview says what waits and links to it.
        await page.getByRole('link', { name: 'Review room requests' }).click();
        await page.waitForURL('**/room_booking');
        await page.getByRole('button', { name: 'Pending Requests' }).click();
        await cardWith(page, APPROVE).waitFor();
        await expectNoSidewaysScroll(page);

        await cardWith(page, APPROVE).getByRole('button', { name: 'Approve' }).click();
        const approve = page.getByRole('dialog', { name: 'Approve Booking' });
        await expectNoSidewaysScroll(page);
        await approve.getByRole('button', { name: 'Approve' }).click();
        await approve.waitFor({ state: 'detached' });
        await cardWith(page, APPROVE).waitFor({ state: 'detached' });

        await cardWith(page, DECLINE).getByRole('button', { name: 'Decline' }).click();
        const decline = page.getByRole('dialog', { name: 'Decline Booking' });
        await decline.getByRole('button', { name: 'Decline' }).click();
        await decline.waitFor({ state: 'detached' });
        await cardWith(page, DECLINE).waitFor({ state: 'detached' });

        await page.getByRole('button', { name: 'All Requests' }).click();
        await cardWith(page, APPROVE).getByText('Approved', { exact: true }).waitFor();
        await cardWith(page, DECLINE).getByText('Rejected', { exact: true }).waitFor();
        await expectNoSidewaysScroll(page);
      },
      'phone',
    );

    await j.run(
      'admin-edits-on-phone',
      async ({ page }) => {
        await signIn(page, 'rb.admin@campus.example');
        await page.goto('/admin/bookings');
        await page.getByRole('textbox', { name: 'Search bookings' }).fill(ADMIN_EDIT);
        await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
        await expectNoSidewaysScroll(page);
        await cardWith(page, ADMIN_EDIT).getByRole('button', { name: 'Edit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
        const purpose = dialog.getByRole('textbox', { name: 'Purpose' });
        await purpose.fill(`${ADMIN_EDIT} (moved)`);
        await expectNoSidewaysScroll(page);
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await seeToast(page, 'Booking updated successfully');
        await dialog.waitFor({ state: 'detached' });
        await cardWith(page, `${ADMIN_EDIT} (moved)`).waitFor();
      },
      'phone',
    );
  });

  it('a faculty member and an administrator reach every row action of My Bookings, Manage Users and Manage Rooms inside the screen', async () => {
    await bookByApi(j.url, 'faculty@campus.example', ROOM, campusDate(47), '19:00', '20:00', OWN);
    await j.run(
      'faculty-deletes-own-booking-on-phone',
      async ({ page }) => {
        await signIn(page, 'faculty@campus.example');
        await page.goto('/faculty/bookings');
        await page.getByRole('textbox', { name: 'Search' }).fill(OWN);
        const card = cardWith(page, OWN);
        await card.waitFor();
        await expectNoSidewaysScroll(page);
        const remove = card.getByRole('button', { name: `Delete booking of ${ROOM}` });
        await expectInsideWindow(page, card.getByRole('button', { name: `Edit booking of ${ROOM}` }));
        await expectInsideWindow(page, remove);
        await remove.click();
        const dialog = page.getByRole('dialog', { name: 'Delete Booking' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await dialog.waitFor({ state: 'detached' });
        await card.waitFor({ state: 'detached' });
      },
      'phone',
    );

    await j.run(
      'admin-opens-user-and-room-actions-on-phone',
      async ({ page }) => {
        await signIn(page, 'super.admin@campus.example');
        await page.goto('/admin/users');
        await page.getByRole('textbox', { name: 'Email' }).fill('faculty@campus.example');
        await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
        await expectNoSidewaysScroll(page);
        const edit = cardWith(page, 'faculty@campus.example').getByRole('button', { name: /^Edit / });
        await expectInsideWindow(page, edit);
        await edit.click();
        const user = page.getByRole('dialog', { name: 'Edit User' });
        await user.getByRole('button', { name: 'Cancel' }).click();
        await user.waitFor({ state: 'detached' });

        await page.goto('/admin/rooms');
        await page.getByRole('textbox', { name: 'Room name' }).fill(ROOM);
        await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
        await expectNoSidewaysScroll(page);
        const room = cardWith(page, ROOM);
        for (const name of [`Edit ${ROOM}`, `Calendar feed of ${ROOM}`, `Deactivate ${ROOM}`]) {
          await expectInsideWindow(page, room.getByRole('button', { name }));
        }
        await room.getByRole('button', { name: `Calendar feed of ${ROOM}` }).click();
        const feed = page.getByRole('dialog', { name: `Calendar feed of ${ROOM}` });
        await feed.getByRole('button', { name: 'Create a new link' }).waitFor();
        await expectNoSidewaysScroll(page);
        await feed.getByRole('button', { name: 'Close' }).click();
        await feed.waitFor({ state: 'detached' });
      },
      'phone',
    );
  });
});
