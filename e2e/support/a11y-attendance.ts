import type { Locator, Page } from 'playwright-core';
import { toStoredStatus, type WireBookingStatus } from '../../server/src/contracts/booking-status';
import { REMINDER_MESSAGES } from '../../server/src/contracts/check-in';
import { WAITLIST_MESSAGES } from '../../server/src/contracts/waitlist-rules';
import type { DialogSteps, sweeper } from './a11y-sweeper';
import { apiSignIn, campusDate, campusIso, wireTime } from './campus';

/*
 * The sweep's states of issue 32 (check-in, waitlist, reminders), added to screens it already
 * loads: the Overview's "Check in" card, the Check in button and "My waitlist" on My Bookings,
 * the day grid's booking form refused as taken with "Join the waitlist", and the reminder
 * setting in Notification settings.
 */

/** A room of the sweep's own that requires check-in, and the super administrator's confirmed booking in it. */
export const CHECK_IN = { room: 'A11y Check-in Room', date: campusDate(61), purpose: 'A11y check-in' };

/** Made before the sweep, through the API as Manage Rooms and Book a Room would. */
export async function checkInBookingByApi(baseUrl: string): Promise<void> {
  const admin = await apiSignIn(baseUrl, 'super.admin@campus.example');
  const { body } = await admin.call('GET', '/admin/blocks');
  const [block] = (body as { blocks: { id: number }[] }).blocks;
  const room = await admin.call('POST', '/admin/rooms', {
    room_name: CHECK_IN.room,
    block_id: block.id,
    capacity: 12,
    features: [],
    access: [],
    check_in_required: true,
  });
  if (room.status !== 200) throw new Error(`check-in room answered ${room.status}: ${JSON.stringify(room.body)}`);
  const booked = await admin.call('POST', '/faculty/bookroom', {
    room_id: (room.body as { room: { id: number } }).room.id,
    start_time: campusIso(CHECK_IN.date, '10:00'),
    end_time: campusIso(CHECK_IN.date, '11:00'),
    purpose: CHECK_IN.purpose,
  });
  if (booked.status !== 201) throw new Error(`check-in booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
}

/**
 * The Overview lists a booking in its "Check in" card only from 75 minutes before its start
 * (GET /api/bookings/check-in), and the sweep's server runs on the real clock, where no
 * booking can be that close at night (bookings lie between 09:00 and 23:00). So the sweep
 * answers that one request itself, once, with what the server holds: the user's own confirmed
 * bookings in rooms that require check-in, from My Bookings' list (docs/decisions/0226).
 */
export async function answerCheckInDue(page: Page): Promise<void> {
  await page.route(
    '**/api/bookings/check-in',
    async (route) => {
      const mine = await route.fetch({ url: new URL('/api/faculty/bookings', route.request().url()).href });
      const { bookings } = (await mine.json()) as { bookings: { check_in_required?: boolean; status: WireBookingStatus }[] };
      const due = bookings.filter((b) => b.check_in_required && toStoredStatus(b.status) === 'confirmed');
      await route.fulfill({ json: { bookings: due } });
    },
    { times: 1 },
  );
}

export const checkInCardShown = (page: Page) => page.getByRole('region', { name: 'Check in' }).waitFor();

/** My Bookings with the waitlist entry joined from the day grid and the (not yet open) Check in button. */
export async function waitlistAndCheckInShown(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'My waitlist' }).waitFor();
  await page
    .getByRole('button', { name: `Check in to ${CHECK_IN.room}` })
    .first()
    .waitFor();
}

/**
 * The day grid's booking form whose time someone else books meanwhile: Confirm is refused as
 * taken and the form offers "Join the waitlist" (scanned so); once scanned, the user joins,
 * and My Bookings, swept next, lists the entry.
 */
export function takenMeanwhile(page: Page, date: string): DialogSteps {
  return {
    async before(box: Locator) {
      const room = (await box.getByRole('heading').first().textContent())!.replace(/^Book /, '');
      const from = wireTime((await box.getByRole('combobox', { name: 'From' }).textContent())!);
      const to = wireTime((await box.getByRole('combobox', { name: 'To' }).textContent())!);
      const other = await apiSignIn(new URL(page.url()).origin, 'rb.admin@campus.example');
      const { body } = await other.call('GET', '/faculty/getrooms');
      const id = (body as { rooms: { id: number; room_name: string }[] }).rooms.find((r) => r.room_name === room)!.id;
      const taken = await other.call('POST', '/faculty/bookroom', {
        room_id: id,
        start_time: campusIso(date, from),
        end_time: campusIso(date, to),
        purpose: 'A11y taken meanwhile',
      });
      if (taken.status !== 201) throw new Error(`taking ${room} answered ${taken.status}: ${JSON.stringify(taken.body)}`);
      await box.getByRole('textbox', { name: 'Purpose' }).fill('A11y waiting');
      await box.getByRole('button', { name: 'Confirm' }).click();
      await box.getByRole('button', { name: WAITLIST_MESSAGES.join }).waitFor();
    },
    async after(box: Locator) {
      await box.getByRole('button', { name: WAITLIST_MESSAGES.join }).click();
      await page.getByText(WAITLIST_MESSAGES.joined).first().waitFor();
    },
  };
}

/** User menu → Notification settings, scanned with the reminder setting once its data has come. */
export async function reminderSetting(page: Page, dialog: ReturnType<typeof sweeper>['dialog']): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  const item = page.getByRole('menuitem', { name: 'Notification settings' });
  await dialog('notification settings with the reminder setting', item, 'Notification settings', 'Close', {
    before: (box) => box.getByLabel(REMINDER_MESSAGES.settingLabel).waitFor(),
  });
}
