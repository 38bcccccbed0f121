import { signIn, signOut } from './support/browser';
import { apiSignIn, campusDate, addDays } from './support/campus';
import { journey } from './support/journey';

const j = journey();

/**
 * Issue 15: a student (a user with no roles) asks for a guest-house stay on the Overview, the
 * operator declines it with a reason, and the student reads the reason. The demo clubs account
 * plays the student: super_admin takes its roles away first.
 */
describe('guest-house request from the app', () => {
  it('a user with no roles files a request; the operator declines it with a reason; the student sees the reason', async () => {
    const admin = await apiSignIn(j.url, 'super.admin@campus.example');
    const { body } = await admin.call('GET', '/admin/users?page=1&limit=10&email=clubs%40campus.example');
    const clubs = (body as { users: { id: number; name: string; email: string }[] }).users[0];
    const stripped = await admin.call('POST', `/admin/user/${clubs.id}`, { name: clubs.name, email: clubs.email, access: [] });
    expect(stripped.status).toBe(200);

    await j.run('guest-house-student', async ({ page }) => {
      await signIn(page, 'clubs@campus.example');
      await page.getByRole('button', { name: 'Request a guest-house stay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a guest-house stay' });
      const checkIn = campusDate(5);
      await dialog.getByLabel('Guest name').fill('Meera Nair');
      await dialog.getByLabel('Age').fill('61');
      await dialog.getByLabel('Relation with you').fill('Mother');
      await dialog.getByLabel('Check-in').fill(checkIn);
      await dialog.getByLabel('Check-out').fill(addDays(checkIn, 2));
      await dialog.getByRole('button', { name: 'Submit request' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const stays = page.getByRole('table', { name: 'Guest-house stays' });
      await stays.getByRole('row').filter({ hasText: 'Meera Nair' }).getByText('Pending').waitFor();
      await signOut(page);

      await signIn(page, 'igh@campus.example');
      await page.getByRole('link', { name: 'IGH Room Booking' }).click();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Meera Nair', exact: true }) });
      await row.getByRole('button', { name: 'Decline' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline Booking' });
      await decline.getByLabel('Reason (optional)').fill('The guest house is closed for repairs that week');
      await decline.getByRole('button', { name: 'Decline' }).click();
      await decline.waitFor({ state: 'hidden' });
      await row.getByText('Rejected', { exact: true }).waitFor();
      await signOut(page);

      await signIn(page, 'clubs@campus.example');
      const mine = page.getByRole('table', { name: 'Guest-house stays' }).getByRole('row').filter({ hasText: 'Meera Nair' });
      await mine.getByText('The guest house is closed for repairs that week').waitFor();
      await mine.getByText('Rejected').waitFor();
    });
  });
});
