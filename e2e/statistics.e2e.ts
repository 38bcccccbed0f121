import { blockingViolations, settled, summarize } from './support/a11y';
import { signIn } from './support/browser';
import { journey } from './support/journey';
import { expectNoSidewaysScroll } from './support/ui';

const j = journey();

describe('statistics', () => {
  it('an administrator opens the campus statistics from the Overview: charts, no console errors, no serious axe findings', async () => {
    await j.run('statistics', async ({ page }) => {
      await signIn(page, 'rb.admin@campus.example');
      // From here on (the signed-out session check before it answers 401 by design).
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.getByRole('link', { name: 'Campus statistics' }).click();
      await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
      // The demo data spans the weeks around today, so the default 30 days hold bookings.
      await page.getByRole('region', { name: 'Occupancy', exact: true }).waitFor();
      await page.getByRole('table', { name: 'Occupancy by weekday and hour' }).waitFor();
      for (const chart of ['Occupancy by block', 'Occupancy by room type', 'Ten busiest rooms', 'Ten idlest rooms', 'Occupancy by room']) {
        const figure = page.getByRole('figure', { name: chart });
        // The bars are drawn (an SVG with rect elements) and the table beside them names the rows.
        // Attached, not visible: an idle room's bar is 0 % wide, which counts as hidden.
        await figure.locator('svg rect').first().waitFor({ state: 'attached' });
        await figure.getByRole('table', { name: chart }).getByRole('row').nth(1).waitFor({ state: 'attached' });
      }
      // The charts' tables are for screen readers only: they must not widen the page, here or on a phone.
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Last 90 days' }).click();
      await page.getByRole('heading', { level: 2, name: /· 90 days$/ }).waitFor();
      await settled(page);

      // The page's own content; the layout shell around it is the accessibility sweep's.
      const findings = [...(await blockingViolations(page, '/statistics light', { include: 'main' }))];
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      findings.push(...(await blockingViolations(page, '/statistics dark', { include: 'main', colorOnly: true })));
      expect(summarize(findings)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
