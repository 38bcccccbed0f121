import { journey } from './support/journey';
import { signIn } from './support/browser';
import { addDays, apiSignIn, bookByApi, campusDate, campusIso } from './support/campus';
import { expectNoSidewaysScroll, openMenu, openRoomDay, seeToast, slot } from './support/ui';

const j = journey();
const ROOM = 'Seminar Room 104';
const DAY = campusDate(40);
const REASON = 'E2E exam hall';

describe('closures journey', () => {
  it('an administrator closes a room on a phone and cancels the booking inside; faculty sees the slot closed and is refused', async () => {
    await bookByApi(j.url, 'faculty@campus.example', ROOM, DAY, '21:00', '22:00', 'E2E booking inside the closure');

    await j.run(
      'rb-admin-creates-closure',
      async ({ page }) => {
        await signIn(page, 'rb.admin@campus.example');
        await page.goto('/admin/rooms');
        await page.getByRole('tab', { name: 'Closures' }).click();
        await page.getByRole('heading', { name: 'Closures' }).waitFor();
        await page.getByRole('button', { name: 'Add closure' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add closure' });
        await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
        // A whole campus day: from its midnight to the next one.
        await dialog.getByLabel('Starts').fill(`${DAY}T00:00`);
        await dialog.getByLabel('Ends').fill(`${addDays(DAY, 1)}T00:00`);
        await dialog.getByRole('combobox', { name: 'Rooms' }).fill('Seminar');
        await page.getByRole('option', { name: new RegExp(`^${ROOM} \\(`) }).click();
        await dialog.getByRole('button', { name: 'Create closure' }).click();

        const inside = page.getByRole('dialog', { name: 'Bookings inside the closure' });
        await inside.getByText(`1 booking is inside “${REASON}”. Cancel them? Each booker is notified with the reason.`).waitFor();
        await inside.getByText('E2E booking inside the closure', { exact: false }).waitFor();
        await expectNoSidewaysScroll(page);
        await inside.getByRole('button', { name: 'Cancel booking' }).click();
        await seeToast(page, '1 booking cancelled.');
        const card = page.getByRole('listitem', { name: REASON });
        await card.getByText(`Room: ${ROOM}`).waitFor();
        await card.getByText('No bookings inside').waitFor();
        await expectNoSidewaysScroll(page);
      },
      'phone',
    );

    await j.run('faculty-sees-closed-slot', async ({ page }) => {
      await signIn(page, 'faculty@campus.example');
      await openMenu(page, 'Book Room', '/faculty/book-room');
      const { card, timeline } = await openRoomDay(page, ROOM, DAY);
      await card.getByText(`Room closed: ${REASON}`).waitFor();
      await slot(timeline, '10:00', `closed: ${REASON}`).waitFor();
      await slot(timeline, '22:45', `closed: ${REASON}`).waitFor();
      expect(await slot(timeline, '10:00', `closed: ${REASON}`).getAttribute('aria-disabled')).toBe('true');
      // My Bookings shows the cancelled booking with the closure's words as its reason.
      await page.goto('/faculty/bookings');
      await page.getByText(`Reason: Room closed: ${REASON}`).first().waitFor();
    });

    // The server refuses a booking in the closed room whatever the client shows.
    const faculty = await apiSignIn(j.url, 'faculty@campus.example');
    const { body } = await faculty.call('GET', '/faculty/getrooms');
    const room = (body as { rooms: { id: number; room_name: string }[] }).rooms.find((r) => r.room_name === ROOM)!;
    const refused = await faculty.call('POST', '/faculty/bookroom', {
      room_id: room.id,
      start_time: campusIso(DAY, '10:00'),
      end_time: campusIso(DAY, '11:00'),
      purpose: 'E2E try',
    });
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ message: `Room closed: ${REASON}` }) });
  });
});
