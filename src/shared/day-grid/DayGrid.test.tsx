import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ScheduleBooking } from '@contracts/schedule';
import { at, campusDay } from '@test/handlers/booking';
import { manyRooms, scheduleBackend } from '@test/handlers/schedule';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { DayGridView } from './DayGridView';

const day = campusDay(3);
const booking = (overrides: Partial<ScheduleBooking> & Pick<ScheduleBooking, 'id' | 'room_id'>): ScheduleBooking => ({
  start_time: at(day, '10:00'),
  end_time: at(day, '11:00'),
  status: 'confirmed',
  purpose: 'Faculty meeting',
  name: 'Anita Rao',
  email: 'anita@campus.example',
  ...overrides,
});
const BOOKINGS = [
  booking({ id: 1, room_id: 2 }),
  booking({
    id: 2,
    room_id: 2,
    start_time: at(day, '14:00'),
    end_time: at(day, '15:30'),
    status: 'pending',
    purpose: 'Club meetup',
    name: 'Ravi Kumar',
  }),
];
const CLOSURES = [{ room_id: 3, block_id: null, start_time: at(day, '00:00'), end_time: at(day, '12:00'), reason: 'Floor polishing' }];

function openGrid(backend = scheduleBackend({ bookings: BOOKINGS, closures: CLOSURES }), route = `/book?view=grid&date=${day}`) {
  server.use(...backend.handlers);
  const onPick = jest.fn();
  const utils = renderWithProviders(<DayGridView onPick={onPick} />, { route });
  return { ...utils, backend, onPick };
}

/** A cell by its accessible name (by label: naming every cell by role reads every style rule in jsdom). */
const cell = (name: string | RegExp) => screen.getByLabelText(name, { selector: '[role=gridcell]' });
const findCell = (name: string | RegExp) => screen.findByLabelText(name, { selector: '[role=gridcell]' });

warmUp(async () => {
  openGrid();
  await findCell('Seminar Hall, 09:00 AM to 12:00 PM, closed: Floor polishing');
});

describe('day grid', () => {
  it('shows a row per room with its block, bookings as one cell each, closures and free quarter hours', async () => {
    openGrid();
    const grid = await screen.findByRole('grid', { name: /^Rooms on / });
    expect(grid).toHaveAttribute('aria-rowcount', '5');
    const headers = within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Classroom 101Academic Block · 60 seats',
      'Seminar HallAcademic Block · 120 seats',
      'Board conference roomAdmin Block · 12 seats',
      'Conference Room AMain Block · 20 seats',
    ]);
    // The hours across the top in SPEC.md's time format (issue 35), 09:00 AM to 10:00 PM.
    const hours = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect([hours[0], hours[1], hours[5], hours.at(-1), hours.length]).toEqual(['Room', '09:00 AM', '01:00 PM', '10:00 PM', 15]);
    expect(await findCell('Classroom 101, 10:00 AM to 11:00 AM, booked: Faculty meeting, by Anita Rao')).toHaveAttribute(
      'aria-colspan',
      '4',
    );
    expect(cell('Classroom 101, 02:00 PM to 03:30 PM, booked (pending approval): Club meetup, by Ravi Kumar')).toHaveAttribute(
      'data-s',
      'pending',
    );
    expect(cell('Seminar Hall, 09:00 AM to 12:00 PM, closed: Floor polishing')).toHaveTextContent('Floor polishing');
    expect(cell('Classroom 101, 09:45 AM to 10:00 AM, free')).toHaveAttribute('aria-colindex', '5');
    expect(cell('Conference Room A, 10:45 PM to 11:00 PM, free')).toBeInTheDocument();
  });
});

describe('day grid keyboard', () => {
  it('moves focus with the arrows (over a booking as one cell), Home/End, Page Up/Down and Ctrl+Home/End', async () => {
    const { user } = openGrid();
    const first = await findCell('Classroom 101, 09:00 AM to 09:15 AM, free');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(cell('Classroom 101, 09:15 AM to 09:30 AM, free')).toHaveAttribute('tabindex', '-1');
    act(() => first.focus());
    // The focused cell's name, read from the cell itself: finding a cell by name scans them all.
    const press = async (keys: string, name: string) => {
      await user.keyboard(keys);
      expect(document.activeElement).toHaveAttribute('aria-label', name);
    };
    await press('{ArrowRight}{ArrowRight}{ArrowRight}', 'Classroom 101, 09:45 AM to 10:00 AM, free');
    await press('{ArrowRight}', 'Classroom 101, 10:00 AM to 11:00 AM, booked: Faculty meeting, by Anita Rao');
    await press('{ArrowRight}', 'Classroom 101, 11:00 AM to 11:15 AM, free');
    // Left from 11:00 is 10:45, inside the booking; Down keeps that quarter hour, inside Seminar Hall's closure.
    await press('{ArrowLeft}', 'Classroom 101, 10:00 AM to 11:00 AM, booked: Faculty meeting, by Anita Rao');
    await press('{ArrowDown}', 'Seminar Hall, 09:00 AM to 12:00 PM, closed: Floor polishing');
    await press('{ArrowDown}', 'Board conference room, 10:45 AM to 11:00 AM, free');
    expect(cell('Board conference room, 10:45 AM to 11:00 AM, free')).toHaveAttribute('tabindex', '0');
    expect(cell('Classroom 101, 09:00 AM to 09:15 AM, free')).toHaveAttribute('tabindex', '-1');
    await press('{End}', 'Board conference room, 10:45 PM to 11:00 PM, free');
    await press('{Home}', 'Board conference room, 09:00 AM to 09:15 AM, free');
    await press('{PageDown}', 'Conference Room A, 09:00 AM to 09:15 AM, free');
    await press('{PageUp}', 'Classroom 101, 09:00 AM to 09:15 AM, free');
    await press('{Control>}{End}{/Control}', 'Conference Room A, 10:45 PM to 11:00 PM, free');
    await press('{Control>}{Home}{/Control}', 'Classroom 101, 09:00 AM to 09:15 AM, free');
  });

  it('opens the booking form’s time for Enter on a free cell, and shows who holds a focused booking', async () => {
    const { user, onPick } = openGrid();
    const free = await findCell('Classroom 101, 11:00 AM to 11:15 AM, free');
    act(() => free.focus());
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ date: day, start: '11:00', end: '12:00', room: expect.objectContaining({ id: 2 }) }),
    );
    // Enter on a booking, a closure or a past quarter hour books nothing.
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    // By text: naming by role reads every style rule of the grid in jsdom.
    // The tooltip names the status as its badge does (issue 35).
    const inTooltip = (status: string) =>
      waitFor(() => {
        const tip = screen.queryAllByText(status).find((element) => element.closest('[role=tooltip]'));
        expect(tip).toBeDefined();
        return tip!.closest('[role=tooltip]');
      });
    expect(await inTooltip('Confirmed')).toHaveTextContent('ConfirmedFaculty meetingAnita Raoanita@campus.example');
    act(() => cell('Classroom 101, 02:00 PM to 03:30 PM, booked (pending approval): Club meetup, by Ravi Kumar').focus());
    expect(await inTooltip('Pending')).toHaveTextContent('PendingClub meetupRavi Kumar');
  });
});

describe('day grid pages and filters', () => {
  // jsdom lays nothing out, so the grid takes the window's height for its own: a short window
  // draws fewer rows, which is where jsdom's time goes.
  const { innerHeight } = window;
  beforeEach(() => void (window.innerHeight = 240));
  afterEach(() => void (window.innerHeight = innerHeight));

  it('loads the rooms a page at a time as the grid scrolls', async () => {
    const backend = scheduleBackend({ rooms: manyRooms(160) });
    openGrid(backend);
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '161');
    await findCell('Room 0001, 09:00 AM to 09:15 AM, free');
    expect(backend.queries.map((q) => q.get('page'))).toEqual(['1']);
    expect(screen.queryByText('Room 0040')).toBeNull();
    grid.scrollTop = 60 * 40;
    fireEvent.scroll(grid);
    expect(await findCell('Room 0062, 09:00 AM to 09:15 AM, free')).toBeInTheDocument();
    await waitFor(() => expect(backend.queries.map((q) => q.get('page'))).toEqual(['1', '2']));
    // Rows scrolled past are not drawn, but for the row holding the grid's focus.
    expect(screen.queryByText('Room 0002')).toBeNull();
    expect(screen.getByText('Room 0001')).toBeInTheDocument();
  });

  it('asks for the day and filters in the URL, and for the next day and a block when they are chosen', async () => {
    const backend = scheduleBackend({ bookings: BOOKINGS });
    const { user } = openGrid(backend, `/book?view=grid&date=${day}&block_id=2&min_capacity=50&features=Whiteboard`);
    await findCell('Classroom 101, 10:00 AM to 11:00 AM, booked: Faculty meeting, by Anita Rao');
    expect(Object.fromEntries(backend.queries[0])).toEqual({
      date: day,
      page: '1',
      limit: '50',
      block_id: '2',
      min_capacity: '50',
      features: 'Whiteboard',
    });
    expect(screen.getByLabelText('Date')).toHaveValue(day);
    expect(screen.getByLabelText('Minimum seats')).toHaveValue(50);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(backend.queries.at(-1)?.get('date')).toBe(campusDay(4)));
    await user.click(screen.getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'All blocks' }));
    await waitFor(() => expect(backend.queries.at(-1)?.has('block_id')).toBe(false));
    expect(backend.queries.at(-1)?.get('date')).toBe(campusDay(4));
  });

  it('asks for the whole rooms list (the filters’ choices) only once its first rooms are in', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname.replace(/^.*\/api/, ''));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(...scheduleBackend({ bookings: BOOKINGS, closures: CLOSURES }).handlers);
    // Holds the first page, then lets the backend's handler answer it.
    server.use(http.get(apiUrl('/schedule'), () => released));
    server.events.on('request:start', record);
    try {
      renderWithProviders(<DayGridView onPick={jest.fn()} />, { route: `/book?view=grid&date=${day}` });
      await waitFor(() => expect(asked).toContain('/schedule'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asked).not.toContain('/faculty/getrooms');
      release();
      await findCell('Seminar Hall, 09:00 AM to 12:00 PM, closed: Floor polishing');
      await waitFor(() => expect(asked).toContain('/faculty/getrooms'));
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
