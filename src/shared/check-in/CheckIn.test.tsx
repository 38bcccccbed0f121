import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { renderWithProviders } from '@test/render';
import { makeBooking } from '@test/handlers/booking';
import { checkInDueAre, checkInSucceeds } from '@test/handlers/check-in';
import { CheckInDueCard } from './CheckInDueCard';

/** A confirmed booking in a check-in room starting `minutes` from now (an hour long). */
const startingIn = (id: number, rooms: string, minutes: number, checkedIn = false) => {
  const start = Date.now() + minutes * 60_000;
  return makeBooking({
    id,
    rooms,
    status: 'confirmed',
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 60 * 60_000).toISOString(),
    check_in_required: true,
    checked_in_at: checkedIn ? new Date().toISOString() : null,
  });
};

describe('Check in (issue 32)', () => {
  it('is disabled until the window opens, checks in when open, and says when done', async () => {
    const bookings = [startingIn(1, 'Seminar Room 1', 40), startingIn(2, 'Seminar Room 2', 5), startingIn(3, 'Seminar Room 3', -5, true)];
    const calls: number[] = [];
    server.use(checkInDueAre(bookings), checkInSucceeds(bookings, calls));
    const { user } = renderWithProviders(<CheckInDueCard />);
    const card = within(await screen.findByRole('region', { name: 'Check in' }));
    const early = card.getByRole('button', { name: 'Check in to Seminar Room 1' });
    expect(early).toBeDisabled();
    expect(card.getByText(/^from \d\d?:\d\d [AP]M$/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Check in to Seminar Room 3' })).not.toBeInTheDocument();
    expect(card.getByText('Checked in')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Check in to Seminar Room 2' }));
    expect(await screen.findByText('Checked in', { selector: '#notistack-snackbar' })).toBeInTheDocument();
    expect(calls).toEqual([2]);
  });

  it("shows the server's reason when check-in is refused, and nothing for bookings without check-in", async () => {
    const open = startingIn(4, 'Seminar Room 4', 0);
    const plain = { ...startingIn(5, 'Lecture Hall', 0), check_in_required: false };
    const message = 'Check-in is open from 09:45 AM to 10:15 AM on Tue, Jan 12, 2027.';
    server.use(
      checkInDueAre([open, plain]),
      http.post(apiUrl('/bookings/:id/check-in'), () => HttpResponse.json({ message }, { status: 409 })),
    );
    const { user } = renderWithProviders(<CheckInDueCard />);
    const card = within(await screen.findByRole('region', { name: 'Check in' }));
    expect(card.queryByRole('button', { name: 'Check in to Lecture Hall' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Check in to Seminar Room 4' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
