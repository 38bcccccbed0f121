import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { at, campusDay } from '@test/handlers/booking';
import { waitlistBackend } from '@test/handlers/waitlist';
import { WAITLIST_MESSAGES } from '@contracts/waitlist-rules';
import { WaitlistEntries } from './WaitlistEntries';

const day = campusDay(2);
const entry = (id: number, rooms: string, position: number) => ({
  id,
  room_id: id,
  rooms,
  purpose: 'Reading group',
  start_time: at(day, '10:00'),
  end_time: at(day, '11:00'),
  created_at: at(day, '09:00'),
  position,
});

describe('My waitlist on My Bookings (issue 32)', () => {
  it('lists the open entries with their place in line, and leaves one', async () => {
    const backend = waitlistBackend([entry(1, 'Seminar Room 2', 1), entry(2, 'Conference Room A', 3)]);
    server.use(...backend.handlers);
    const { user } = renderWithProviders(<WaitlistEntries />);
    const list = within(await screen.findByRole('region', { name: 'My waitlist' }));
    const items = list.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/^Seminar Room 2, .+ 10:00 AM – 11:00 AM · first in line/);
    expect(items[1]).toMatch(/· number 3 in line/);
    await user.click(list.getByRole('button', { name: /^Leave the waitlist for Seminar Room 2/ }));
    expect(await screen.findByText(WAITLIST_MESSAGES.left)).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(backend.entries.map((e) => e.id)).toEqual([2]);
  });

  it('shows nothing when the user waits for nothing', async () => {
    renderWithProviders(<WaitlistEntries />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'My waitlist' })).not.toBeInTheDocument());
  });
});
