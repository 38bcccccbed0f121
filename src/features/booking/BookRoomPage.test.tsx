import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { dayjs } from '@shared/bookings/campusTime';
import { apiUrl } from '@test/api-url';
import { at, bookingBackend, campusDay } from '@test/handlers/booking';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import BookRoomPage from './BookRoomPage';

const day = campusDay(1);
const meeting = {
  id: 50,
  room_id: 1,
  start_time: at(day, '10:00'),
  end_time: at(day, '11:00'),
  purpose: 'Faculty meeting',
  name: 'Anita Rao',
  email: 'anita@campus.example',
  status: 'confirmed' as const,
};

type User = ReturnType<typeof renderWithProviders>['user'];

warmUp(() => openBookRoom());

// The page alone, not its route: the session check, the layout (sidebar, notification bell) and
// loading the lazy page cost seconds per test on a loaded machine and prove nothing here. That
// /faculty/book-room opens this page in the shell is routes.test.tsx's; the journey in a real
// browser, e2e/booking.e2e.ts's.
const renderPage = () => renderWithProviders(<BookRoomPage />);

async function openBookRoom(backend = bookingBackend({ others: [meeting] })) {
  server.use(...backend.handlers);
  const utils = renderPage();
  // The heading comes first (it does not wait for the rooms); the picker once they are in.
  await screen.findByRole('combobox', { name: 'Rooms' });
  return { ...utils, backend };
}

/** Picks rooms in the multi-select and `day` with one click (a one-day check), then checks availability. */
async function checkAvailability(user: User, rooms = ['Conference Room A']) {
  const input = screen.getByRole('combobox', { name: 'Rooms' });
  await user.click(input);
  for (const name of rooms) await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await user.keyboard('{Escape}');
  const check = screen.getByRole('button', { name: 'Check Availability' });
  expect(check).toBeDisabled();
  const month = screen.getByRole('group', { name: dayjs(day).format('MMMM YYYY') });
  const cell = within(month).getByRole('gridcell', { name: String(dayjs(day).date()) });
  await user.click(cell);
  // Issue 35: one click on a day checks that day.
  expect(check).toBeEnabled();
  expect(screen.getByText(/one day; pick another day for a range/)).toBeInTheDocument();
  await user.click(check);
  return screen.findByRole('group', { name: /^Time slots for Conference Room A/ });
}

// By label, not by role and name: naming each of the timeline's 56 buttons to find one
// reads every style rule in jsdom (seconds per test); the slots' names are their labels.
const slot = (timeline: HTMLElement, name: string | RegExp) => within(timeline).getByLabelText(name, { selector: 'button' });

// The page's own parts (room picker, type filter, calendars, loading and empty states) and one
// whole booking; the timeline and the booking form of a room day are AvailabilityResults.test.tsx's.
describe('Book a Room', () => {
  // Booking from the timeline (request, toast, the range shown booked at once) is
  // AvailabilityResults.test.tsx's, on the same room day this opens.
  it('finds the chosen room day: rooms, dates, Check Availability, then its timeline with the booked slot', async () => {
    const { user } = await openBookRoom();
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    expect(within(card).getByRole('heading', { name: /Conference Room A/ })).toBeInTheDocument();
    // Issue 35: the results take the focus (and scroll into view) when they appear.
    expect(screen.getByRole('region', { name: 'Availability results' })).toHaveFocus();
    expect(slot(timeline, '10:00 AM to 10:15 AM, booked: Faculty meeting')).toHaveAttribute('aria-disabled', 'true');
    expect(slot(timeline, '12:00 PM to 12:15 PM, free')).toBeEnabled();
  });

  it('filters the room list by type', async () => {
    const { user } = await openBookRoom();
    await user.click(screen.getByRole('button', { name: 'Conference Room' }));
    await user.click(screen.getByRole('combobox', { name: 'Rooms' }));
    const names = () => screen.getAllByRole('option').map((o) => o.querySelector('p')?.textContent);
    expect(names()).toEqual(['Conference Room A', 'Board conference room']);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Main Block · 20 seats');
    await user.click(screen.getByRole('button', { name: 'Classroom' }));
    await user.click(screen.getByRole('combobox', { name: 'Rooms' }));
    expect(names()).toEqual(['Classroom 101', 'Seminar Hall']);
  });

  it('shows three chips, then a count', async () => {
    const { user } = await openBookRoom();
    const input = screen.getByRole('combobox', { name: 'Rooms' });
    await user.click(input);
    for (const name of ['Conference Room A', 'Classroom 101', 'Seminar Hall', 'Board conference room']) {
      await user.click(screen.getByRole('option', { name: new RegExp(name) }));
    }
    await user.keyboard('{Escape}');
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board conference room' })).not.toBeInTheDocument();
  });

  it('highlights the chosen range across both months', async () => {
    const { user } = await openBookRoom();
    const cell = (date: string) =>
      within(screen.getByRole('group', { name: dayjs(date).format('MMMM YYYY') })).getByRole('gridcell', {
        name: String(dayjs(date).date()),
      });
    await user.click(cell(campusDay(1)));
    await user.click(cell(campusDay(3)));
    expect(cell(campusDay(2))).toHaveAttribute('aria-selected', 'true');
    expect(cell(campusDay(3))).toHaveAttribute('aria-selected', 'true');
    expect(cell(campusDay(4))).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(new RegExp(`End date: ${dayjs(campusDay(3)).format('MMM DD, YYYY')}$`))).toBeInTheDocument();
  });

  it('disables past days but allows today', async () => {
    await openBookRoom();
    const today = dayjs(campusDay(0));
    const month = screen.getByRole('group', { name: today.format('MMMM YYYY') });
    expect(within(month).getByRole('gridcell', { name: String(today.date()) })).toBeEnabled();
    if (today.date() > 1) expect(within(month).getByRole('gridcell', { name: String(today.date() - 1) })).toBeDisabled();
  });

  it('shows its heading while the rooms load (the largest paint does not wait for them)', async () => {
    server.use(http.get(apiUrl('/faculty/getrooms'), () => delay('infinite')));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Room' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading rooms' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rooms' })).not.toBeInTheDocument();
  });

  it('shows "Error fetching rooms" full-screen when rooms cannot load', async () => {
    server.use(http.get(apiUrl('/faculty/getrooms'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Error fetching rooms')).toBeInTheDocument();
  });

  it('shows "No rooms found." when there are none', async () => {
    server.use(...bookingBackend({ rooms: [] }).handlers);
    renderPage();
    expect(await screen.findByText('No rooms found.')).toBeInTheDocument();
  });
});
