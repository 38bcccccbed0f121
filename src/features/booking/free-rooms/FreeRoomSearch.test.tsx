import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BookRoomBody } from '@contracts/booking';
import { BOOKING_MESSAGES } from '@contracts/booking-messages';
import { POLICY_MESSAGES } from '@contracts/booking-policy';
import { apiUrl } from '@test/api-url';
import { at, bookingBackend, campusDay, ROOMS } from '@test/handlers/booking';
import { demoConfig } from '@test/fixtures';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { FreeRoomSearch } from './FreeRoomSearch';

const day = campusDay(2);
/** The server's answer: every room but Conference Room A, best fit first as the server orders them. */
const answer = { rooms: [ROOMS[1], ROOMS[2], ROOMS[3]], start_time: at(day, '10:00'), end_time: at(day, '11:00') };

/**
 * The search card of Book a Room (rendered alone: the page around it is BookRoomPage.test.tsx's),
 * filled in for `day`, 10:00–11:00, with handlers `first` before the usual ones; returns the URLs and bodies it sent.
 */
async function openSearch(...first: HttpHandler[]) {
  server.use(
    ...first,
    http.get(apiUrl('/faculty/free-rooms'), () => HttpResponse.json(answer)),
    ...bookingBackend().handlers,
  );
  const sent: { searches: URLSearchParams[]; bookings: BookRoomBody[] } = { searches: [], bookings: [] };
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/faculty/free-rooms')) sent.searches.push(url.searchParams);
    if (url.pathname.endsWith('/faculty/bookroom')) sent.bookings.push((await request.clone().json()) as BookRoomBody);
  });
  const utils = renderWithProviders(<FreeRoomSearch rooms={ROOMS} tz={demoConfig.campusTz} />);
  const card = within(screen.getByRole('region', { name: 'Find a free room' }));
  fireEvent.change(card.getByLabelText('Date'), { target: { value: day } });
  return { ...utils, card, sent };
}

describe('Find a free room (Book a Room)', () => {
  it('lists the rooms free for the whole time and books one through the booking form', async () => {
    const { user, card, sent } = await openSearch();
    fireEvent.change(card.getByLabelText('Minimum seats'), { target: { value: '15' } });
    await user.click(card.getByRole('button', { name: 'Find Free Rooms' }));
    const list = await card.findByRole('list', { name: 'Free rooms' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Classroom 101', 'Seminar Hall', 'Board conference room']);
    expect(card.getByRole('status')).toHaveTextContent('3 rooms are free, best fit first.');
    expect(Object.fromEntries(sent.searches[0])).toEqual({ date: day, start: '10:00', end: '11:00', capacity: '15' });

    const classroom = within(within(list).getByRole('listitem', { name: 'Classroom 101' }));
    await user.click(classroom.getByRole('button', { name: 'Book 10:00 AM – 11:00 AM' }));
    expect(classroom.getByText('Selected 10:00 AM – 11:00 AM · Duration 1h 0m')).toBeInTheDocument();
    await user.click(classroom.getByRole('textbox', { name: /purpose/i }));
    await user.paste('Study group');
    await user.click(classroom.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Request sent for approval')).toBeInTheDocument();
    expect(sent.bookings).toEqual([{ room_id: 2, start_time: at(day, '10:00'), end_time: at(day, '11:00'), purpose: 'Study group' }]);
    // The booking makes the list stale: it is asked again.
    await waitFor(() => expect(sent.searches).toHaveLength(2));
  });

  it('shows the server’s message for a time the booking rules refuse', async () => {
    const { user, card } = await openSearch();
    server.use(
      http.get(apiUrl('/faculty/free-rooms'), () => HttpResponse.json({ message: BOOKING_MESSAGES.startInPast }, { status: 400 })),
    );
    await user.click(card.getByRole('button', { name: 'Find Free Rooms' }));
    expect(await card.findByText(BOOKING_MESSAGES.startInPast)).toBeInTheDocument();
  });

  it('lists the rooms closed then apart, each marked with the closure’s reason and nothing to book', async () => {
    const { user, card } = await openSearch();
    const closed = [{ ...ROOMS[2], closure: { reason: 'Floor polishing' } }];
    server.use(http.get(apiUrl('/faculty/free-rooms'), () => HttpResponse.json({ ...answer, rooms: [ROOMS[1]], closed })));
    await user.click(card.getByRole('button', { name: 'Find Free Rooms' }));
    const list = await card.findByRole('list', { name: 'Closed rooms' });
    const hall = within(within(list).getByRole('listitem', { name: 'Seminar Hall' }));
    expect(hall.getByText('Closed: Floor polishing')).toBeInTheDocument();
    expect(hall.queryByRole('button')).not.toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('1 room is free, best fit first. 1 room is closed then.');
    expect(within(card.getByRole('list', { name: 'Free rooms' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers no day past the booker’s days-ahead limit and refuses a later one in the server’s words, asking nothing', async () => {
    const limit = { max_days_ahead: 7, last_date: campusDay(7) };
    const { user, card, sent } = await openSearch(http.get(apiUrl('/me/booking-policy'), () => HttpResponse.json({ days_ahead: limit })));
    const date = card.getByLabelText('Date');
    await waitFor(() => expect(date).toHaveAttribute('max', campusDay(7)));
    fireEvent.change(date, { target: { value: campusDay(8) } });
    await user.click(card.getByRole('button', { name: 'Find Free Rooms' }));
    expect(await card.findByText('You can book at most 7 days ahead.')).toBeInTheDocument();
    expect(sent.searches).toHaveLength(0);
  });

  it('shows the server’s refusal of a day past the policy (a limit lowered since the page read it)', async () => {
    const { user, card } = await openSearch();
    const refusal = POLICY_MESSAGES.daysAhead(1);
    server.use(http.get(apiUrl('/faculty/free-rooms'), () => HttpResponse.json({ message: refusal }, { status: 400 })));
    await user.click(card.getByRole('button', { name: 'Find Free Rooms' }));
    expect(await card.findByRole('alert')).toHaveTextContent('You can book at most 1 day ahead.');
  });
});
