import { journey } from './support/journey';

const j = journey();

describe('sign-in journey', () => {
  it('sends a signed-out visitor of a protected URL to /auth', async () => {
    await j.run('protected-redirect', async ({ page }) => {
      await page.goto('/admin/users');
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      expect(await page.getByText('Demo accounts').isVisible()).toBe(true);
    });
  });
});
