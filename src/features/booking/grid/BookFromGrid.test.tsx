import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookRoomBody } from '@contracts/booking';
import type { ScheduleBooking } from '@contracts/schedule';
import { BOOKING_ANSWERS } from '@contracts/booking-messages';
import { at, bookingBackend, campusDay } from '@test/handlers/booking';
import { scheduleBackend } from '@test/handlers/schedule';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import { waitlistBackend } from '@test/handlers/waitlist';
import { WAITLIST_MESSAGES } from '@contracts/waitlist-rules';
import BookRoomPage from '../BookRoomPage';

const day = campusDay(2);

/**
 * Book a Room's day grid over the booking stand-in: the grid lists what bookingBackend stores,
 * so a booking made from the grid shows in it once the grid asks again.
 */
function openGrid() {
  const booking = bookingBackend();
  const asScheduled = (): ScheduleBooking[] =>
    booking.db.bookings.map((b) => ({ ...b, name: 'Rahul Verma', email: 'faculty@campus.example' }));
  const schedule = scheduleBackend({ bookings: asScheduled });
  server.use(...booking.handlers, ...schedule.handlers);
  const sent: BookRoomBody[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/faculty/bookroom')) sent.push((await request.clone().json()) as BookRoomBody);
  });
  const utils = renderWithProviders(<BookRoomPage />, { route: `/faculty/book-room?view=grid&date=${day}` });
  return { ...utils, booking, schedule, sent };
}

/** The URL's query as the router has it, shown for the test to read. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const cell = (name: string) => screen.findByLabelText(name, { selector: '[role=gridcell]' });

warmUp(async () => {
  openGrid();
  await cell('Classroom 101, 09:00 AM to 09:15 AM, free');
});

describe('Book a Room: the day grid', () => {
  it('books from a click on a free cell: the form opens prefilled with an hour, and the booking goes through the booking request', async () => {
    const { user, sent, schedule } = openGrid();
    await user.click(await cell('Conference Room A, 02:00 PM to 02:15 PM, free'));
    const dialog = await screen.findByRole('dialog', { name: 'Book Conference Room A' });
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveTextContent('02:00 PM');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveTextContent('03:00 PM');
    expect(within(dialog).getByText('Selected 02:00 PM – 03:00 PM · Duration 1h 0m')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /purpose/i }));
    await user.paste('Grid seminar');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Request sent for approval')).toBeInTheDocument();
    expect(sent).toEqual([{ room_id: 1, start_time: at(day, '14:00'), end_time: at(day, '15:00'), purpose: 'Grid seminar' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The booking makes the room's page stale: the grid asks again and shows it.
    expect(
      await cell('Conference Room A, 02:00 PM to 03:00 PM, booked (pending approval): Grid seminar, by Rahul Verma'),
    ).toBeInTheDocument();
    expect(schedule.queries.length).toBeGreaterThanOrEqual(2);
  });

  it('opens the form for the quarter hours a drag crossed, and shows the server’s refusal in its words', async () => {
    const { user, booking } = openGrid();
    fireEvent.mouseDown(await cell('Seminar Hall, 04:00 PM to 04:15 PM, free'));
    fireEvent.mouseOver(await cell('Seminar Hall, 04:30 PM to 04:45 PM, free'));
    fireEvent.mouseUp(document);
    const dialog = await screen.findByRole('dialog', { name: 'Book Seminar Hall' });
    expect(within(dialog).getByText('Selected 04:00 PM – 04:45 PM · Duration 45m')).toBeInTheDocument();
    booking.refuseNext(409, { message: BOOKING_ANSWERS.clashFallback });
    await user.click(within(dialog).getByRole('textbox', { name: /purpose/i }));
    await user.paste('Clashing talk');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(BOOKING_ANSWERS.clashFallback)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Seminar Hall' })).toBeInTheDocument();
    // Issue 32: the taken time may be waited for, from the grid's form as from the room's.
    const waitlist = waitlistBackend();
    server.use(...waitlist.handlers);
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(waitlist.joins).toEqual([{ room_id: 3, start_time: at(day, '16:00'), end_time: at(day, '16:45'), purpose: 'Clashing talk' }]);
  });

  it('switches between "By room" and "Day grid" through the URL', async () => {
    const { user } = renderWithProviders(
      <>
        <BookRoomPage />
        <Search />
      </>,
      { route: '/faculty/book-room' },
    );
    const search = () => screen.getByTestId('search').textContent;
    // "By room", the default, leaves the URL bare.
    await screen.findByRole('combobox', { name: 'Rooms' });
    expect(search()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Day grid' }));
    expect(search()).toBe('?view=grid');
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(search()).toBe(`?view=grid&date=${campusDay(1)}`);
  });
});
