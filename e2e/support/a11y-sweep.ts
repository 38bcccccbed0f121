import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { summarize, type A11yFinding } from './a11y';
import { checkInBookingByApi } from './a11y-attendance';
import { SCREENS, SERIES } from './a11y-screens';
import { sweeper } from './a11y-sweeper';
import { signIn, signOut, type Device } from './browser';
import { addDays, apiSignIn, bookByApi, campusDate, campusIso } from './campus';
import { journey } from './journey';

/*
 * The accessibility sweep of every screen and dialog. Each device's sweep is a file of its own
 * (accessibility-desktop.e2e.ts, accessibility-phone.e2e.ts) so that the e2e project's two
 * workers run them side by side: each is one of the longest journeys of the suite.
 */

async function sweepAll(page: Page, device: Device): Promise<{ findings: A11yFinding[]; notes: A11yFinding[]; misfits: string[] }> {
  const phone = device === 'phone';
  const sweep = sweeper(page);
  const { findings, notes, misfits, switchTheme, scan, open } = sweep;
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth');
  await switchTheme('light');
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  await scan('/auth');
  await page.goto('/no/such/page');
  await page.getByText('Not Found', { exact: true }).waitFor();
  await scan('Not Found');

  // super_admin may open every screen (DESIGN.md §4): each is scanned as loaded, then its dialogs.
  await signIn(page, 'super.admin@campus.example');
  for (const screen of SCREENS) {
    await screen.prepare?.(page);
    await open(screen.path, screen.heading);
    await screen.ready?.(page);
    await scan(screen.path);
    await screen.then?.(page, sweep, phone);
  }

  // The notice a role without the capability gets (DESIGN.md §4).
  await signOut(page);
  await signIn(page, 'faculty@campus.example');
  await page.goto('/admin/users');
  await page.getByText('Not allowed', { exact: true }).waitFor();
  await scan('not allowed');

  return { findings, notes, misfits };
}

/** Moderate and minor findings go to a file for review (docs/TESTING.md lists them with reasons). */
function keepNotes(device: Device, notes: A11yFinding[]) {
  const dir = path.resolve(__dirname, '../../test-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `a11y-moderate-${device}.txt`), summarize(notes).join('\n') + '\n');
}

/** A campus-wide closure far ahead, so the Closures screen is scanned with a card on it. */
async function closeCampusByApi(baseUrl: string) {
  const admin = await apiSignIn(baseUrl, 'rb.admin@campus.example');
  const day = campusDate(300);
  const res = await admin.call('POST', '/admin/blackouts', {
    starts_at: campusIso(day, '00:00'),
    ends_at: campusIso(addDays(day, 1), '00:00'),
    scope: 'campus',
    reason: 'A11y closure',
  });
  if (res.status !== 201) throw new Error(`closure answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** The sweep on one device, with a server and browser of its own. */
export function describeSweep(device: Device, width: string): void {
  const j = journey();
  // One sweep of every screen and dialog, each scanned in both themes: about 65 states.
  jest.setTimeout(300_000);

  describe(`accessibility (axe-core), ${device}`, () => {
    beforeAll(async () => {
      await bookByApi(j.url, 'faculty@campus.example', SERIES.room, SERIES.last, '21:00', '21:30', 'A11y clash');
      await closeCampusByApi(j.url);
      await checkInBookingByApi(j.url);
    });

    it(`finds no serious or critical violation on any screen or dialog, in light and dark theme (${device}, ${width} px)`, async () => {
      await j.run(
        `a11y-sweep-${device}`,
        async ({ page }) => {
          const { findings, notes, misfits } = await sweepAll(page, device);
          keepNotes(device, notes);
          expect(summarize(findings)).toEqual([]);
          expect(misfits).toEqual([]);
        },
        device,
      );
    });
  });
}
