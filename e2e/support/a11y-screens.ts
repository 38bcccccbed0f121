import type { Page } from 'playwright-core';
import { settled } from './a11y';
import type { sweeper } from './a11y-sweeper';
import { answerCheckInDue, checkInCardShown, reminderSetting, takenMeanwhile, waitlistAndCheckInShown } from './a11y-attendance';
import { addDays, campusDate } from './campus';
import { chooseOption, fillRecurringForm, openRoomDay } from './ui';

type Sweep = ReturnType<typeof sweeper>;

/** A seeded room, used for the availability results and its View Room dialog. */
const ROOM = 'Conference Room 101';
/** The day grid's day: free, but for the time taken meanwhile (a11y-attendance.ts). */
const GRID_DAY = campusDate(60);
/** Two weekly dates in a free evening; a faculty booking made before the sweep clashes with the second. */
const FIRST = campusDate(42);
export const SERIES = {
  room: 'Lecture Hall 103',
  first: FIRST,
  last: addDays(FIRST, 7),
  purpose: 'A11y series',
  start: '21:00',
  end: '22:00',
};

export interface Screen {
  path: string;
  heading: string;
  /** Done before the screen is loaded. */
  prepare?: (page: Page) => Promise<void>;
  /** What the screen must show before its scan as loaded, beyond its heading. */
  ready?: (page: Page) => Promise<void>;
  /**
   * What is opened from this screen once it has been scanned as loaded: its dialogs, menus and
   * later states. They follow on the same page load (the sweep used to load each of these
   * screens a second time for them). None of them saves anything but the day grid's, which
   * joins a waitlist that My Bookings, swept after it, shows.
   */
  then?: (page: Page, sweep: Sweep, phone: boolean) => Promise<void>;
}

/** Every signed-in screen of SPEC.md §2, by its path and page heading, in the order swept. */
export const SCREENS: Screen[] = [
  { path: '/home', heading: 'Overview', prepare: answerCheckInDue, ready: checkInCardShown },
  { path: '/statistics', heading: 'Statistics' },
  {
    path: '/igh',
    heading: 'IGH Room Booking',
    then: async (page, { dialog }) => {
      await dialog('decision dialog', page.getByRole('button', { name: 'Approve' }).first(), 'Approve Booking');
      await dialog('decline dialog with reason', page.getByRole('button', { name: 'Decline' }).first(), 'Decline Booking');
    },
  },
  { path: '/room_booking', heading: 'Room Booking' },
  {
    // Then with availability shown: one room, today as a one-day range.
    path: '/faculty/book-room',
    heading: 'Book a Room',
    then: async (page, { scan, dialog }) => {
      await openRoomDay(page, ROOM, campusDate(0));
      await settled(page);
      await scan('/faculty/book-room with availability');
      await dialog('view room', page.getByRole('button', { name: 'View Room' }).first(), ROOM);
    },
  },
  {
    // The day grid (issue 30) on a free day: a free quarter hour (a phone's "Book this") opens the
    // booking form, scanned once its time was taken meanwhile and it offers the waitlist (issue 32).
    path: `/faculty/book-room?view=grid&date=${GRID_DAY}`,
    heading: 'Book a Room',
    then: (page, { dialog }, phone) =>
      dialog(
        'day grid booking form, time taken: Join the waitlist',
        phone
          ? page.getByRole('button', { name: /^Book this: / }).first()
          : page.getByRole('gridcell', { name: /, 10:00 AM to 10:15 AM, free$/ }).first(),
        'Book ',
        'Cancel',
        takenMeanwhile(page, GRID_DAY),
      ),
  },
  {
    // The series clashes with the booking made before the sweep; Cancel drops the draft.
    path: '/faculty/book-room/recurring',
    heading: 'Create Recurring Booking',
    then: async (page, { dialog }) => {
      const form = await fillRecurringForm(page, SERIES, 2);
      await dialog('recurring conflicts', form.getByRole('button', { name: 'Create Recurring Booking' }), 'Booking Conflicts');
    },
  },
  {
    path: '/faculty/bookings',
    heading: 'My Bookings',
    ready: waitlistAndCheckInShown,
    then: async (page, { dialog }) => {
      const editOwn = page.getByRole('button', { name: /^Edit booking of / }).first();
      await dialog('edit booking', editOwn, 'Edit Booking');
      await dialog('delete booking', page.getByRole('button', { name: /^Delete booking of / }).first(), 'Delete Booking');
      // Closing Edit Booking after a change asks first; Discard Changes closes both dialogs.
      await editOwn.click();
      const edit = page.getByRole('dialog', { name: 'Edit Booking' });
      await edit.getByRole('textbox', { name: 'Purpose' }).fill('A11y unsaved change');
      await dialog('unsaved changes', edit.getByRole('button', { name: 'Cancel' }), 'Unsaved Changes', 'Discard Changes');
      await edit.waitFor({ state: 'hidden' });
    },
  },
  { path: '/admin/bookings', heading: 'Admin Booking Management', then: adminBookingDialogs },
  {
    // Manage Bookings' schedule on the day of the booking made before the sweep, which opens its edit dialog.
    path: `/admin/bookings?view=schedule&date=${SERIES.last}`,
    heading: 'Admin Booking Management',
    then: (page, { dialog }, phone) =>
      dialog(
        'schedule edit booking',
        phone ? page.getByRole('button', { name: 'Edit: A11y clash' }) : page.getByRole('gridcell', { name: /: A11y clash, by / }),
        'Edit Booking',
      ),
  },
  {
    path: '/admin/users',
    heading: 'User Management',
    then: (page, { dialog }) => dialog('user edit', page.getByRole('button', { name: /^Edit / }).first(), 'Edit User'),
  },
  {
    path: '/admin/rooms',
    heading: 'Room Management',
    then: async (page, { dialog }) => {
      await dialog('room dialog', page.getByRole('button', { name: 'Add Room' }), 'Add New Room');
      await dialog('import wizard', page.getByRole('button', { name: 'Import rooms' }), 'Import rooms', 'Close');
    },
  },
  // The top bar's menus and panels are opened here, over the screen they were always opened on.
  { path: '/admin/rooms?tab=closures', heading: 'Closures', then: topBarAndClosureDialog },
];

async function adminBookingDialogs(page: Page, { dialog }: Sweep, phone: boolean) {
  // A phone shows cards whose buttons are labelled in words; the table has icon buttons and a series menu.
  const edit = page.getByRole('button', { name: phone ? 'Edit' : 'Edit booking', exact: true }).first();
  await dialog('admin edit booking', edit, 'Edit Booking');
  // The seeded weekly series is the only one with bookings: its parent row has the series actions.
  await chooseOption(page, page, 'Type', 'Recurring, first in series');
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
}

async function topBarAndClosureDialog(page: Page, { scan, dialog, menu }: Sweep, phone: boolean) {
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
  await reminderSetting(page, dialog);
  await dialog('notifications panel', page.getByRole('button', { name: /^Notifications/ }), 'Notifications');
  await dialog('closure dialog', page.getByRole('button', { name: 'Add closure' }), 'Add closure');
}
