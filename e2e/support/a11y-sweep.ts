import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settled, summarize, sweeper, type A11yFinding } from './a11y';
import { signIn, signOut, type Device } from './browser';
import { addDays, apiSignIn, bookByApi, campusDate, campusIso } from './campus';
import { journey } from './journey';
import { chooseOption, fillRecurringForm, openRoomDay } from './ui';

/*
 * The accessibility sweep of every screen and dialog. Each device's sweep is a file of its own
 * (accessibility-desktop.e2e.ts, accessibility-phone.e2e.ts) so that the e2e project's two
 * workers run them side by side: each is the longest journey of the suite.
 */

/** A seeded room, used for the availability results and its View Room dialog. */
const ROOM = 'Conference Room 101';
/** Two weekly dates in a free evening; a faculty booking made before the sweep clashes with the second. */
const FIRST = campusDate(42);
const SERIES = { room: 'Lecture Hall 103', first: FIRST, last: addDays(FIRST, 7), purpose: 'A11y series', start: '21:00', end: '22:00' };

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
  { path: '/admin/rooms?tab=closures', heading: 'Closures' },
];

async function sweepAll(page: Page, device: Device): Promise<{ findings: A11yFinding[]; notes: A11yFinding[]; misfits: string[] }> {
  const phone = device === 'phone';
  const { findings, notes, misfits, switchTheme, scan, open, dialog, menu } = sweeper(page);
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

  if (phone) {
    // The side menu is a drawer on a phone: scanned on its own, closed with its button.
    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const drawer = page.getByRole('navigation', { name: 'Overview' });
    await drawer.waitFor();
    await scan('mobile menu', '.MuiDrawer-paper');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
  }
  await menu('user menu', page.getByRole('button', { name: 'Open user menu' }));
  await menu('theme menu', page.getByRole('button', { name: /^Theme: / }));
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await dialog('logout confirm', page.getByRole('menuitem', { name: 'Log out' }), 'Confirm Logout');

  await dialog('notifications panel', page.getByRole('button', { name: /^Notifications/ }), 'Notifications');

  await open('/igh', 'IGH Room Booking');
  await dialog('decision dialog', page.getByRole('button', { name: 'Approve' }).first(), 'Approve Booking');
  await dialog('decline dialog with reason', page.getByRole('button', { name: 'Decline' }).first(), 'Decline Booking');

  await open('/faculty/bookings', 'My Bookings');
  const editOwn = page.getByRole('button', { name: /^Edit booking of / }).first();
  await dialog('edit booking', editOwn, 'Edit Booking');
  await dialog('delete booking', page.getByRole('button', { name: /^Delete booking of / }).first(), 'Delete Booking');
  // Closing Edit Booking after a change asks first; Discard Changes closes both dialogs.
  await editOwn.click();
  const edit = page.getByRole('dialog', { name: 'Edit Booking' });
  await edit.getByRole('textbox', { name: 'Purpose' }).fill('A11y unsaved change');
  await dialog('unsaved changes', edit.getByRole('button', { name: 'Cancel' }), 'Unsaved Changes', 'Discard Changes');
  await edit.waitFor({ state: 'hidden' });

  await open('/admin/bookings', 'Admin Booking Management');
  // A phone shows cards whose buttons are labelled in words; the table has icon buttons and a series menu.
  await dialog(
    'admin edit booking',
    page.getByRole('button', { name: phone ? 'Edit' : 'Edit booking', exact: true }).first(),
    'Edit Booking',
  );
  // The seeded weekly series is the only one with bookings: its parent row has the series actions.
  await chooseOption(page, page, 'Type', 'Recurring Parent');
  await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
  if (phone) {
    await dialog('series edit', page.getByRole('button', { name: 'Edit series' }), 'Edit Series');
    await dialog('series delete', page.getByRole('button', { name: 'Delete series' }), 'Delete Series');
  } else {
    const seriesActions = page.getByRole('button', { name: 'Series actions' });
    await seriesActions.click();
    await dialog('series edit', page.getByRole('menuitem', { name: 'Edit series' }), 'Edit Series');
    await seriesActions.click();
    await dialog('series delete', page.getByRole('menuitem', { name: 'Delete series' }), 'Delete Series');
  }

  // The series clashes with the booking made before the sweep; Cancel drops the draft.
  await open('/faculty/book-room/recurring', 'Create Recurring Booking');
  const form = await fillRecurringForm(page, SERIES, 2);
  await dialog('recurring conflicts', form.getByRole('button', { name: 'Create Recurring Booking' }), 'Booking Conflicts');

  await open('/admin/users', 'User Management');
  await dialog('user edit', page.getByRole('button', { name: /^Edit / }).first(), 'Edit User');

  await open('/admin/rooms', 'Room Management');
  await dialog('room dialog', page.getByRole('button', { name: 'Add Room' }), 'Add New Room');
  await open('/admin/rooms?tab=closures', 'Closures');
  await dialog('closure dialog', page.getByRole('button', { name: 'Add closure' }), 'Add closure');

  // Book a Room with availability shown: one room, today as a one-day range.
  await open('/faculty/book-room', 'Book a Room');
  await openRoomDay(page, ROOM, campusDate(0));
  await settled(page);
  await scan('/faculty/book-room with availability');
  await dialog('view room', page.getByRole('button', { name: 'View Room' }).first(), ROOM);

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
  // One sweep of every screen and dialog, each scanned in both themes; axe takes seconds per scan here.
  jest.setTimeout(300_000);

  describe(`accessibility (axe-core), ${device}`, () => {
    beforeAll(async () => {
      await bookByApi(j.url, 'faculty@campus.example', SERIES.room, SERIES.last, '21:00', '21:30', 'A11y clash');
      await closeCampusByApi(j.url);
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
