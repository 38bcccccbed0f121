import { journey } from './support/journey';
import { signIn } from './support/browser';
import { bookByApi, campusDate } from './support/campus';
import { cardWith, expectNoSidewaysScroll, seeToast } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(45);
const APPROVE = 'E2E phone approve';
const DECLINE = 'E2E phone decline';
const ADMIN_EDIT = 'E2E phone admin';

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
});
