import { screen, waitFor, within } from '@testing-library/react';
import type { ScheduleBooking } from '@contracts/schedule';
import { makeUser } from '@test/fixtures';
import { adminBookingHandlers, adminBookingsStore } from '@test/handlers/admin-bookings';
import { at, campusDay } from '@test/handlers/booking';
import { scheduleBackend } from '@test/handlers/schedule';
import { sessionAs } from '@test/handlers/session';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import AdminBookingsPage from './AdminBookingsPage';

const day = campusDay(5);

/** Manage Bookings at `?view=schedule`, as an administrator, with one booking of the admin store in the grid. */
function openSchedule() {
  adminBookingsStore.reset();
  const stored = adminBookingsStore.bookings[0];
  const inGrid: ScheduleBooking = {
    id: stored.id,
    room_id: 3,
    start_time: at(day, '11:00'),
    end_time: at(day, '12:00'),
    status: 'confirmed',
    purpose: 'Thesis defence',
    name: 'Meera Nair',
    email: 'meera@campus.example',
  };
  const schedule = scheduleBackend({ bookings: [inGrid] });
  server.use(sessionAs(makeUser(['rb_admin'])), ...adminBookingHandlers, ...schedule.handlers);
  const utils = renderWithProviders(<AdminBookingsPage />, { route: `/admin/bookings?view=schedule&date=${day}` });
  return { ...utils, stored, schedule };
}

const findCell = (name: string) => screen.findByLabelText(name, { selector: '[role=gridcell]' });
const BOOKED = 'Seminar Hall, 11:00 AM to 12:00 PM, booked: Thesis defence, by Meera Nair';

warmUp(async () => {
  openSchedule();
  await findCell(BOOKED);
});

describe('Manage Bookings schedule', () => {
  it('opens a booking’s edit dialog from the grid and saves it through the admin update', async () => {
    const { user, stored, schedule } = openSchedule();
    expect(screen.getByRole('button', { name: 'Schedule', pressed: true })).toBeInTheDocument();
    await user.click(await findCell(BOOKED));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    expect(within(dialog).getByText('Seminar Hall')).toBeInTheDocument();
    expect(within(dialog).getByText('Booked by Meera Nair (meera@campus.example)')).toBeInTheDocument();
    const purpose = within(dialog).getByRole('textbox', { name: /purpose/i });
    expect(purpose).toHaveValue('Thesis defence');
    // One change (typing or clearing each measures the autosizing box in jsdom, slowly).
    await user.click(purpose);
    await user.keyboard('{End}');
    await user.paste(' (viva)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
    const put = adminBookingsStore.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toMatch(new RegExp(`/admin/bookings/${stored.id}$`));
    expect(put?.body).toEqual({
      purpose: 'Thesis defence (viva)',
      start_time: at(day, '11:00'),
      end_time: at(day, '12:00'),
      status: 'confirmed',
    });
    // The change makes the grid stale: it asks again.
    await waitFor(() => expect(schedule.queries.length).toBeGreaterThanOrEqual(2));
  });

  it('offers no booking on a free cell and no list filters on the schedule', async () => {
    const { user } = openSchedule();
    const free = await findCell('Seminar Hall, 01:00 PM to 01:15 PM, free');
    expect(free).not.toHaveAttribute('data-pick');
    await user.click(free);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search bookings' })).not.toBeInTheDocument();
  });
});
