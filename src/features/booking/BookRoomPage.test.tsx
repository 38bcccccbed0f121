import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BookRoomBody } from '@contracts/booking';
import { dayjs } from '@shared/bookings/campusTime';
import { apiUrl } from '@test/api-url';
import { at, bookingBackend, campusDay } from '@test/handlers/booking';
import { renderRoute } from '@test/render';
import { server } from '@test/server';

jest.setTimeout(40000);

const day = campusDay(1);
const meeting = {
  id: 50, room_id: 1, start_time: at(day, '10:00'), end_time: at(day, '11:00'), purpose: 'Faculty meeting',
  name: 'Anita Rao', email: 'anita@campus.example', status: 'confirmed' as const,
};

type User = ReturnType<typeof renderRoute>['user'];

async function openBookRoom(backend = bookingBackend({ others: [meeting] })) {
  server.use(...backend.handlers);
  const utils = renderRoute('/faculty/book-room');
  await screen.findByRole('heading', { name: 'Book a Room' }, { timeout: 10000 });
  return { ...utils, backend };
}

/** Picks rooms in the multi-select and `day` as a one-day range, then checks availability. */
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
  expect(check).toBeDisabled();
  await user.click(cell);
  expect(check).toBeEnabled();
  await user.click(check);
  return screen.findByRole('group', { name: /^Time slots for Conference Room A/ }, { timeout: 10000 });
}

// By label, not by role and name: naming each of the timeline's 56 buttons to find one
// reads every style rule in jsdom (seconds per test); the slots' names are their labels.
const slot = (timeline: HTMLElement, name: string | RegExp) => within(timeline).getByLabelText(name, { selector: 'button' });

describe('Book a Room', () => {
  it('books a range on the timeline and shows it as booked at once', async () => {
    const { user, backend } = await openBookRoom();
    let sent: BookRoomBody | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/faculty/bookroom')) sent = (await request.clone().json()) as BookRoomBody;
    });
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    const confirm = within(card).getByRole('button', { name: 'Confirm' });

    expect(slot(timeline, '10:00 to 10:15, booked: Faculty meeting')).toHaveAttribute('aria-disabled', 'true');
    expect(within(timeline).getAllByRole('button')).toHaveLength(56);
    expect(slot(timeline, '22:45 to 23:00, free')).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.click(slot(timeline, '12:00 to 12:15, free'));
    expect(within(card).getByText('Click another slot to complete your selection')).toBeInTheDocument();
    await user.click(slot(timeline, '12:45 to 13:00, free'));
    expect(within(card).queryByText('Click another slot to complete your selection')).not.toBeInTheDocument();
    expect(within(card).getByText('Selected 12:00 – 13:00 · Duration 1h 0m')).toBeInTheDocument();
    expect(confirm).toBeDisabled(); // no purpose yet

    await user.type(within(card).getByRole('textbox', { name: /purpose/i }), '   ');
    expect(confirm).toBeDisabled(); // blank after trimming
    await user.type(within(card).getByRole('textbox', { name: /purpose/i }), 'Guest lecture');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Room booked successfully')).toBeInTheDocument();
    expect(screen.getByText('12:00 – 13:00')).toBeInTheDocument();
    expect(sent).toEqual({ room_id: 1, start_time: at(day, '12:00'), end_time: at(day, '13:00'), purpose: 'Guest lecture' });
    expect(backend.db.bookings).toHaveLength(1);
    await waitFor(() => expect(slot(timeline, '12:00 to 12:15, booked: Guest lecture')).toHaveAttribute('aria-disabled', 'true'));
    expect(slot(timeline, '12:45 to 13:00, booked: Guest lecture')).toBeInTheDocument();
    expect(slot(timeline, '13:00 to 13:15, free')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /purpose/i })).toHaveValue('');
    server.events.removeAllListeners();
  });

  it('caps the purpose at 200 characters and disables Confirm while saving', async () => {
    const { user } = await openBookRoom();
    let release: () => void = () => {};
    server.use(
      http.post(apiUrl('/faculty/bookroom'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    const purpose = within(card).getByRole('textbox', { name: /purpose/i });
    expect(within(card).getByText('0/200 characters')).toBeInTheDocument();
    await user.click(purpose);
    await user.paste('x'.repeat(250));
    expect(purpose).toHaveValue('x'.repeat(200));
    expect(within(card).getByText('200/200 characters')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeDisabled(); // no slot yet
    await user.click(slot(timeline, '16:00 to 16:15, free'));
    await user.click(slot(timeline, '16:00 to 16:15, free'));
    expect(within(card).getByText('Selected 16:00 – 16:15 · Duration 15m')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    release();
    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('shows one card per room per day', async () => {
    const { user } = await openBookRoom();
    await checkAvailability(user, ['Conference Room A', 'Classroom 101']);
    expect(screen.getAllByRole('group', { name: /^Time slots for / })).toHaveLength(2);
    expect(screen.getByRole('group', { name: /^Time slots for Classroom 101/ })).toBeInTheDocument();
  });

  it('stops a range before a booked slot, works by drag and by keyboard, and clears on Escape', async () => {
    const { user } = await openBookRoom();
    const timeline = await checkAvailability(user);
    const selected = () => within(timeline).getAllByRole('button', { pressed: true }).map((b) => b.textContent);

    await user.click(slot(timeline, '09:30 to 09:45, free'));
    await user.click(slot(timeline, '11:30 to 11:45, free'));
    expect(selected()).toEqual(['09:30', '09:45']);

    fireEvent.mouseDown(timeline); // the blank area
    expect(within(timeline).queryAllByRole('button', { pressed: true })).toHaveLength(0);

    await user.pointer([
      { keys: '[MouseLeft>]', target: slot(timeline, '14:00 to 14:15, free') },
      { target: slot(timeline, '14:15 to 14:30, free') },
      { target: slot(timeline, '14:30 to 14:45, free') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(selected()).toEqual(['14:00', '14:15', '14:30']);

    act(() => slot(timeline, '14:30 to 14:45, free').focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slot(timeline, '15:00 to 15:15, free')).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ }');
    expect(selected()).toEqual(['15:00', '15:15', '15:30']);
    await user.keyboard('{Escape}');
    expect(within(timeline).queryAllByRole('button', { pressed: true })).toHaveLength(0);

    await user.click(slot(timeline, '10:15 to 10:30, booked: Faculty meeting'));
    expect(within(timeline).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('clears a mouse selection on Escape, but not on an Escape that closes a dialog or a tooltip', async () => {
    const { user } = await openBookRoom();
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    const pressed = () => within(timeline).queryAllByRole('button', { pressed: true });

    await user.click(slot(timeline, '11:00 to 11:15, free'));
    await user.keyboard('{Escape}');
    expect(pressed()).toHaveLength(0);
    expect(within(card).queryByText('Click another slot to complete your selection')).not.toBeInTheDocument();

    await user.click(slot(timeline, '11:00 to 11:15, free'));
    await user.click(slot(timeline, '11:45 to 12:00, free'));
    expect(within(card).getByText('Selected 11:00 – 12:00 · Duration 1h 0m')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(pressed()).toHaveLength(0);
    expect(within(card).getByText('No time selected')).toBeInTheDocument();

    await user.click(slot(timeline, '11:00 to 11:15, free'));
    await user.click(slot(timeline, '11:45 to 12:00, free'));
    await user.click(within(card).getByRole('button', { name: 'View Room' }));
    await screen.findByRole('dialog', { name: 'Conference Room A' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pressed()).toHaveLength(4);

    await user.hover(slot(timeline, '10:00 to 10:15, booked: Faculty meeting'));
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    act(() => within(tip).getByRole('button', { name: 'Copy email' }).focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(within(card).getByText('Selected 11:00 – 12:00 · Duration 1h 0m')).toBeInTheDocument();
  });

  it('says "Booking cannot exceed 8 hours" as soon as the range is longer, and disables Confirm', async () => {
    const { user } = await openBookRoom();
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    const confirm = within(card).getByRole('button', { name: 'Confirm' });
    await user.type(within(card).getByRole('textbox', { name: /purpose/i }), 'Workshop');

    await user.click(slot(timeline, '11:00 to 11:15, free'));
    await user.click(slot(timeline, '19:00 to 19:15, free'));
    expect(within(card).getByText('Selected 11:00 – 19:15 · Duration 8h 15m')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('Booking cannot exceed 8 hours');
    expect(confirm).toBeDisabled();

    await user.click(slot(timeline, '11:00 to 11:15, free'));
    await user.click(slot(timeline, '18:45 to 19:00, free'));
    expect(within(card).getByText('Selected 11:00 – 19:00 · Duration 8h 0m')).toBeInTheDocument();
    expect(within(card).queryByText('Booking cannot exceed 8 hours')).not.toBeInTheDocument();
    expect(confirm).toBeEnabled();
  });

  it('shows who holds a booked slot, with a mailto link and a copy button', async () => {
    const { user } = await openBookRoom();
    const timeline = await checkAvailability(user);
    await user.hover(slot(timeline, '10:00 to 10:15, booked: Faculty meeting'));
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(within(tip).getByText('Anita Rao')).toBeInTheDocument();
    expect(within(tip).getByRole('link', { name: 'anita@campus.example' })).toHaveAttribute('href', 'mailto:anita@campus.example');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(tip).getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Email copied to clipboard!')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('anita@campus.example');
  });

  it.each([
    ['the clash message on a 409', 409, { message: 'Already booked 12:00–12:30 for Staff tea' }, 'Already booked 12:00–12:30 for Staff tea'],
    ['the generic text on a server failure', 500, { message: 'boom' }, 'Something went wrong. Please try again.'],
  ])('says "Failed to book room" with %s', async (_name, status, body, detail) => {
    const { user } = await openBookRoom();
    server.use(http.post(apiUrl('/faculty/bookroom'), () => HttpResponse.json(body, { status })));
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    await user.click(slot(timeline, '12:00 to 12:15, free'));
    await user.click(slot(timeline, '12:15 to 12:30, free'));
    await user.type(within(card).getByRole('textbox', { name: /purpose/i }), 'Staff tea');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /purpose/i })).toHaveValue('Staff tea');
  });

  it('after a clash keeps the purpose, shows the winner as booked with nothing selected, and books another slot', async () => {
    const { user, backend } = await openBookRoom();
    const timeline = await checkAvailability(user);
    const card = timeline.closest('section') as HTMLElement;
    const purpose = within(card).getByRole('textbox', { name: /purpose/i });
    await user.click(slot(timeline, '12:00 to 12:15, free'));
    await user.click(slot(timeline, '12:15 to 12:30, free'));
    await user.type(purpose, 'Thesis review');
    // Someone else takes 12:00–12:30 meanwhile.
    backend.db.others.push({ ...meeting, id: 51, start_time: at(day, '12:00'), end_time: at(day, '12:30'), purpose: 'Staff tea' });
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    await waitFor(() => expect(slot(timeline, '12:00 to 12:15, booked: Staff tea')).toHaveAttribute('aria-pressed', 'false'));
    expect(within(timeline).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(within(card).getByText('No time selected')).toBeInTheDocument();
    expect(purpose).toHaveValue('Thesis review');

    await user.click(slot(timeline, '12:30 to 12:45, free'));
    await user.click(slot(timeline, '12:45 to 13:00, free'));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Room booked successfully')).toBeInTheDocument();
    expect(backend.db.bookings.map((b) => [b.purpose, b.start_time])).toEqual([['Thesis review', at(day, '12:30')]]);
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
      within(screen.getByRole('group', { name: dayjs(date).format('MMMM YYYY') })).getByRole('gridcell', { name: String(dayjs(date).date()) });
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

  it('shows the View Room dialog with its fallback image text', async () => {
    const { user } = await openBookRoom();
    await checkAvailability(user, ['Conference Room A', 'Classroom 101']);
    const card = screen.getByRole('group', { name: /^Time slots for Classroom 101/ }).closest('section') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'View Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classroom 101' });
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).getByText('capacity 60 people')).toBeInTheDocument();
    expect(within(dialog).getByText('Whiteboard')).toBeInTheDocument();
  });

  it('says "Failed to fetch slots. Please try again." when slots cannot load', async () => {
    const { user } = await openBookRoom();
    server.use(http.post(apiUrl('/faculty/getbookedslots'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await user.click(screen.getByRole('combobox', { name: 'Rooms' }));
    await user.click(screen.getByRole('option', { name: /Conference Room A/ }));
    await user.keyboard('{Escape}');
    const month = screen.getByRole('group', { name: dayjs(day).format('MMMM YYYY') });
    await user.click(within(month).getByRole('gridcell', { name: String(dayjs(day).date()) }));
    await user.click(within(month).getByRole('gridcell', { name: String(dayjs(day).date()) }));
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText('Failed to fetch slots. Please try again.')).toBeInTheDocument();
  });

  it('shows "Error fetching rooms" full-screen when rooms cannot load', async () => {
    server.use(http.get(apiUrl('/faculty/getrooms'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderRoute('/faculty/book-room');
    expect(await screen.findByText('Error fetching rooms', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('shows "No rooms found." when there are none', async () => {
    server.use(...bookingBackend({ rooms: [] }).handlers);
    renderRoute('/faculty/book-room');
    expect(await screen.findByText('No rooms found.', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
