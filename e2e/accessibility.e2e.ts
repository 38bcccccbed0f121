import type { Locator, Page } from 'playwright-core';
import { blockingViolations, summarize, type A11yFinding } from './support/a11y';
import { signIn, signOut } from './support/browser';
import { journey } from './support/journey';

const j = journey();
// One sweep of every screen and dialog, each scanned in both themes; axe takes seconds per scan here.
jest.setTimeout(300_000);

type Theme = 'light' | 'dark';
/** A seeded room, used for the availability results and its View Room dialog. */
const ROOM = 'Conference Room 101';
/** Test-only: colours must be final when axe reads them, not halfway through a transition. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Every signed-in screen of SPEC.md §2, by its path and its page heading. */
const SCREENS: { path: string; heading: string }[] = [
  { path: '/home', heading: 'Overview' },
  { path: '/statistics', heading: 'Statistics' },
  { path: '/igh', heading: 'IGH Room Booking' },
  { path: '/room_booking', heading: 'Room Booking' },
  { path: '/faculty/book-room', heading: 'Book a Room' },
  { path: '/faculty/book-room/recurring', heading: 'Create Recurring Booking' },
  { path: '/faculty/bookings', heading: 'My Bookings' },
  { path: '/admin/bookings', heading: 'Admin Booking Management' },
  { path: '/admin/users', heading: 'User Management' },
  { path: '/admin/rooms', heading: 'Room Management' },
];

/** Waits until the page has no skeleton, spinner or progress bar left. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'));

/** Today on the campus calendar, as the Book Room calendars name its month group and day cell. */
function campusToday() {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).split('-');
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return { group: `${monthName} ${year}`, day: String(Number(day)) };
}

/**
 * The sweep's actions. The theme is System (the default), so the emulated colour scheme
 * switches it: every state gets the full rule set in light and the colour rules in dark —
 * the other rules read the DOM and the accessibility tree, which the theme does not change.
 */
function sweeper(page: Page) {
  const findings: A11yFinding[] = [];
  const switchTheme = async (theme: Theme) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((t) => document.documentElement.classList.contains(t), theme);
  };
  const scan = async (where: string, include?: string) => {
    await page.addStyleTag({ content: NO_TRANSITIONS });
    findings.push(...(await blockingViolations(page, `${where} (light)`, { include })));
    await switchTheme('dark');
    findings.push(...(await blockingViolations(page, `${where} (dark)`, { include, colorOnly: true })));
    await switchTheme('light');
  };
  const open = async (path: string, heading: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await settled(page);
  };
  /** Opens a dialog with `trigger`, scans it, and closes it with its Cancel button (or Escape). */
  const dialog = async (where: string, trigger: Locator, name: string) => {
    await trigger.click();
    const box = page.getByRole('dialog', { name });
    await box.waitFor();
    await settled(page);
    await scan(where, '[role="dialog"]');
    const cancel = box.getByRole('button', { name: 'Cancel' });
    if (await cancel.count()) await cancel.click();
    else await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
  };
  /** Opens a top-bar menu, scans it, and closes it with Escape. */
  const menu = async (where: string, trigger: Locator) => {
    await trigger.click();
    await page.getByRole('menu').waitFor();
    await scan(where, '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  };
  return { findings, switchTheme, scan, open, dialog, menu };
}

async function sweepAll(page: Page): Promise<A11yFinding[]> {
  const { findings, switchTheme, scan, open, dialog, menu } = sweeper(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth');
  await switchTheme('light');
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  await scan('/auth');
  await page.goto('/no/such/page');
  await page.getByText('Not Found', { exact: true }).waitFor();
  await scan('Not Found');

  // super_admin may open every screen (DESIGN.md §4).
  await signIn(page, 'super.admin@campus.example');
  for (const screen of SCREENS) {
    await open(screen.path, screen.heading);
    await scan(screen.path);
  }

  await menu('user menu', page.getByRole('button', { name: 'Open user menu' }));
  await menu('theme menu', page.getByRole('button', { name: /^Theme: / }));
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await dialog('logout confirm', page.getByRole('menuitem', { name: 'Log out' }), 'Confirm Logout');

  await open('/igh', 'IGH Room Booking');
  await dialog('decision dialog', page.getByRole('button', { name: 'Approve' }).first(), 'Approve Booking');

  await open('/faculty/bookings', 'My Bookings');
  await dialog('edit booking', page.getByRole('button', { name: /^Edit booking of / }).first(), 'Edit Booking');
  await dialog('delete booking', page.getByRole('button', { name: /^Delete booking of / }).first(), 'Delete Booking');

  await open('/admin/bookings', 'Admin Booking Management');
  await dialog('admin edit booking', page.getByRole('button', { name: 'Edit booking', exact: true }).first(), 'Edit Booking');

  await open('/admin/users', 'User Management');
  await dialog('user edit', page.getByRole('button', { name: /^Edit / }).first(), 'Edit User');

  await open('/admin/rooms', 'Room Management');
  await dialog('room dialog', page.getByRole('button', { name: 'Add Room' }), 'Add New Room');

  // Book a Room with availability shown: one room, today as a one-day range.
  await open('/faculty/book-room', 'Book a Room');
  await page.getByRole('combobox', { name: 'Rooms' }).click();
  await page.getByRole('option', { name: new RegExp(`^${ROOM}`) }).click();
  await page.keyboard.press('Escape');
  const today = campusToday();
  const day = page.getByRole('group', { name: today.group, exact: true }).getByRole('gridcell', { name: today.day, exact: true });
  await day.click();
  await day.click();
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.getByRole('group', { name: /^Time slots for / }).first().waitFor();
  await settled(page);
  await scan('/faculty/book-room with availability');
  await dialog('view room', page.getByRole('button', { name: 'View Room' }).first(), ROOM);

  // The notice a role without the capability gets (DESIGN.md §4).
  await signOut(page);
  await signIn(page, 'faculty@campus.example');
  await page.goto('/admin/users');
  await page.getByText('Not allowed', { exact: true }).waitFor();
  await scan('not allowed');

  return findings;
}

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on any screen or dialog, in light and dark theme', async () => {
    await j.run('a11y-sweep', async ({ page }) => {
      expect(summarize(await sweepAll(page))).toEqual([]);
    });
  });
});
