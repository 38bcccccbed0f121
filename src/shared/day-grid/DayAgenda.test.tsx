import type { ScheduleBooking } from '@contracts/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import { demoConfig } from '@test/fixtures';
import { at, campusDay } from '@test/handlers/booking';
import { manyRooms, scheduleBackend } from '@test/handlers/schedule';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { DayAgenda } from './DayAgenda';

const day = campusDay(3);
const filters = { date: day, block_id: 2, min_capacity: null, features: [] };
const meeting: ScheduleBooking = {
  id: 1,
  room_id: 2,
  start_time: at(day, '10:00'),
  end_time: at(day, '11:00'),
  status: 'pending',
  purpose: 'Faculty meeting',
  name: 'Anita Rao',
  email: 'anita@campus.example',
};

describe('the phone’s agenda', () => {
  it('lists one block’s rooms with their free and booked periods, and books from a free one', async () => {
    server.use(...scheduleBackend({ bookings: [meeting] }).handlers);
    const onPick = jest.fn();
    const { user } = renderWithProviders(<DayAgenda filters={filters} tz={demoConfig.campusTz} now={0} onPick={onPick} />);
    const classroom = await screen.findByRole('region', { name: 'Classroom 101' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Classroom 101', 'Seminar Hall']);
    expect(
      within(classroom)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '09:00 AM – 10:00 AM · freeBook this',
      '10:00 AM – 11:00 AM · booked (pending approval): Faculty meeting, by Anita Rao',
      '11:00 AM – 11:00 PM · freeBook this',
    ]);
    await user.click(within(classroom).getByRole('button', { name: 'Book this: Classroom 101 from 11:00 AM' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ date: day, start: '11:00', end: '12:00' }));
  });

  it('loads the next page of rooms on "Show more rooms"', async () => {
    const backend = scheduleBackend({ rooms: manyRooms(220) });
    server.use(...backend.handlers);
    const { user } = renderWithProviders(<DayAgenda filters={filters} tz={demoConfig.campusTz} now={0} />);
    await user.click(await screen.findByRole('button', { name: 'Show more rooms (5 left)' }));
    expect(await screen.findByRole('heading', { name: 'Room 0110' })).toBeInTheDocument();
    await waitFor(() => expect(backend.queries.map((q) => q.get('page'))).toEqual(['1', '2']));
    expect(screen.queryByRole('button', { name: /Show more rooms/ })).not.toBeInTheDocument();
  });
});
