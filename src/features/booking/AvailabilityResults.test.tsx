import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BookRoomBody } from '@contracts/booking';
import { apiUrl } from '@test/api-url';
import { demoConfig, makeUser } from '@test/fixtures';
import { at, bookingBackend, campusDay, ROOMS } from '@test/handlers/booking';
import { sessionAs } from '@test/handlers/session';
import { renderWithProviders, warmUp } from '@test/render';
import { pasteInto } from '@test/typing';
import { server } from '@test/server';
import { waitlistBackend } from '@test/handlers/waitlist';
import { WAITLIST_MESSAGES } from '@contracts/waitlist-rules';
import { AvailabilityResults } from './AvailabilityResults';

// The timeline and booking form of Book a Room, rendered from the checked rooms and dates
// (what Check Availability hands over) without the page's room picker and calendars: those
// and one whole booking are BookRoomPage.test.tsx's journeys.
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

async function openDay(rooms = ROOMS.slice(0, 1), backend = bookingBackend({ others: [meeting] })) {
  server.use(...backend.handlers);
  const request = { room_ids: rooms.map((r) => r.id), start_date: day, end_date: day };
  const utils = renderWithProviders(<AvailabilityResults request={request} rooms={rooms} tz={demoConfig.campusTz} />);
  const timeline = await screen.findByRole('group', { name: /^Time slots for Conference Room A/ });
  const card = timeline.closest('section') as HTMLElement;
  return { ...utils, backend, timeline, card };
}

warmUp(() => openDay());

// The purpose box grows with its text: MUI measures it on every change, so text is pasted (one
// change), not typed a key at a time (src/test/typing.ts).
// By label, not by role and name: naming each of the timeline's 56 buttons to find one
// reads every style rule in jsdom; the slots' names are their labels.
const slot = (timeline: HTMLElement, name: string | RegExp) => within(timeline).getByLabelText(name, { selector: 'button' });
const purposeOf = (card: HTMLElement) => within(card).getByRole('textbox', { name: /purpose/i });
// Within the booking form, not the whole card: a role query over the card checks the visibility
// of all 56 slot buttons in jsdom (a getComputedStyle each) before it looks at their names.
const confirmOf = (card: HTMLElement) => within(purposeOf(card).closest('form')!).getByRole('button', { name: 'Confirm' });

describe('Book a Room: a room day’s timeline and form', () => {
  it('books a range and shows it as booked (pending approval) at once', async () => {
    const { user, backend, timeline, card } = await openDay();
    let sent: BookRoomBody | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/faculty/bookroom')) sent = (await request.clone().json()) as BookRoomBody;
    });
    expect(slot(timeline, '10:00 AM to 10:15 AM, booked: Faculty meeting')).toHaveAttribute('aria-disabled', 'true');
    expect(within(timeline).getAllByRole('button')).toHaveLength(56);
    expect(slot(timeline, '10:45 PM to 11:00 PM, free')).toBeInTheDocument();
    expect(confirmOf(card)).toBeDisabled();

    await user.click(slot(timeline, '12:00 PM to 12:15 PM, free'));
    expect(within(card).getByText('Click another slot to complete your selection')).toBeInTheDocument();
    await user.click(slot(timeline, '12:45 PM to 01:00 PM, free'));
    expect(within(card).queryByText('Click another slot to complete your selection')).not.toBeInTheDocument();
    expect(within(card).getByText('Selected 12:00 PM – 01:00 PM · Duration 1h 0m')).toBeInTheDocument();
    expect(confirmOf(card)).toBeDisabled(); // no purpose yet

    await pasteInto(user, purposeOf(card), '   ');
    expect(confirmOf(card)).toBeDisabled(); // blank after trimming
    await pasteInto(user, purposeOf(card), 'Guest lecture');
    await user.click(confirmOf(card));

    // A faculty member's booking is a request: the toast says so, with a Pending badge.
    const toast = (await screen.findByText('Request sent for approval')).closest('.notistack-MuiContent') as HTMLElement;
    expect(within(toast).getByText(/^Conference Room A, \w{3}, \w{3} \d\d, \d{4}, 12:00 PM – 01:00 PM$/)).toBeInTheDocument();
    expect(within(toast).getByText('Pending')).toBeInTheDocument();
    expect(within(toast).getByText('Sent to the dean for approval — you will be notified')).toBeInTheDocument();
    expect(screen.queryByText('Room booked successfully')).not.toBeInTheDocument();
    expect(sent).toEqual({ room_id: 1, start_time: at(day, '12:00'), end_time: at(day, '13:00'), purpose: 'Guest lecture' });
    expect(backend.db.bookings).toHaveLength(1);
    await waitFor(() =>
      expect(slot(timeline, '12:00 PM to 12:15 PM, booked (pending approval): Guest lecture')).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(slot(timeline, '01:00 PM to 01:15 PM, free')).toBeInTheDocument();
    expect(purposeOf(card)).toHaveValue('');
    server.events.removeAllListeners();
  });

  it('caps the purpose at 200 characters and disables Confirm while saving', async () => {
    let release: () => void = () => {};
    const backend = bookingBackend();
    backend.handlers.unshift(
      http.post(apiUrl('/faculty/bookroom'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { user, timeline, card } = await openDay(undefined, backend);
    expect(within(card).getByText('0/200 characters')).toBeInTheDocument();
    await user.click(purposeOf(card));
    await user.paste('x'.repeat(250));
    expect(purposeOf(card)).toHaveValue('x'.repeat(200));
    expect(within(card).getByText('200/200 characters')).toBeInTheDocument();
    expect(confirmOf(card)).toBeDisabled(); // no slot yet
    await user.click(slot(timeline, '04:00 PM to 04:15 PM, free'));
    await user.click(slot(timeline, '04:00 PM to 04:15 PM, free'));
    expect(within(card).getByText('Selected 04:00 PM – 04:15 PM · Duration 15m')).toBeInTheDocument();
    await user.click(confirmOf(card));
    await waitFor(() => expect(confirmOf(card)).toBeDisabled());
    release();
    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    expect(confirmOf(card)).toBeEnabled();
  });

  it('shows one card per room per day', async () => {
    await openDay(ROOMS.slice(0, 2));
    expect(screen.getAllByRole('group', { name: /^Time slots for / })).toHaveLength(2);
    expect(screen.getByRole('group', { name: /^Time slots for Classroom 101/ })).toBeInTheDocument();
  });

  it('stops a range before a booked slot, works by drag and by keyboard, and clears on Escape', async () => {
    const { user, timeline } = await openDay();
    const selected = () =>
      within(timeline)
        .queryAllByRole('button', { pressed: true })
        .map((b) => b.textContent);

    await user.click(slot(timeline, '09:30 AM to 09:45 AM, free'));
    await user.click(slot(timeline, '11:30 AM to 11:45 AM, free'));
    expect(selected()).toEqual(['09:30 AM', '09:45 AM']);

    fireEvent.mouseDown(timeline); // the blank area
    expect(selected()).toEqual([]);

    await user.pointer([
      { keys: '[MouseLeft>]', target: slot(timeline, '02:00 PM to 02:15 PM, free') },
      { target: slot(timeline, '02:15 PM to 02:30 PM, free') },
      { target: slot(timeline, '02:30 PM to 02:45 PM, free') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(selected()).toEqual(['02:00 PM', '02:15 PM', '02:30 PM']);

    act(() => slot(timeline, '02:30 PM to 02:45 PM, free').focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slot(timeline, '03:00 PM to 03:15 PM, free')).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ }');
    expect(selected()).toEqual(['03:00 PM', '03:15 PM', '03:30 PM']);
    await user.keyboard('{Escape}');
    expect(selected()).toEqual([]);

    await user.click(slot(timeline, '10:15 AM to 10:30 AM, booked: Faculty meeting'));
    expect(selected()).toEqual([]);
  });

  it('clears a mouse selection on Escape, half-made or whole', async () => {
    const { user, timeline, card } = await openDay();
    const pressed = () => within(timeline).queryAllByRole('button', { pressed: true });

    await user.click(slot(timeline, '11:00 AM to 11:15 AM, free'));
    await user.keyboard('{Escape}');
    expect(pressed()).toHaveLength(0);
    expect(within(card).queryByText('Click another slot to complete your selection')).not.toBeInTheDocument();

    await user.click(slot(timeline, '11:00 AM to 11:15 AM, free'));
    await user.click(slot(timeline, '11:45 AM to 12:00 PM, free'));
    await user.keyboard('{Escape}');
    expect(pressed()).toHaveLength(0);
    expect(within(card).getByText('No time selected')).toBeInTheDocument();
  });

  it('keeps a selection on an Escape that closes a dialog or a tooltip', async () => {
    const { user, timeline, card } = await openDay();
    const pressed = () => within(timeline).queryAllByRole('button', { pressed: true });

    await user.click(slot(timeline, '11:00 AM to 11:15 AM, free'));
    await user.click(slot(timeline, '11:45 AM to 12:00 PM, free'));
    await user.click(within(card).getByRole('button', { name: 'View Room' }));
    await screen.findByRole('dialog', { name: 'Conference Room A' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pressed()).toHaveLength(4);

    await user.hover(slot(timeline, '10:00 AM to 10:15 AM, booked: Faculty meeting'));
    const tip = await screen.findByRole('tooltip');
    act(() => within(tip).getByRole('button', { name: 'Copy email' }).focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(within(card).getByText('Selected 11:00 AM – 12:00 PM · Duration 1h 0m')).toBeInTheDocument();
  });

  it('says "Booking cannot exceed 8 hours" as soon as the range is longer, and disables Confirm', async () => {
    const { user, timeline, card } = await openDay();
    await pasteInto(user, purposeOf(card), 'Workshop');

    await user.click(slot(timeline, '11:00 AM to 11:15 AM, free'));
    await user.click(slot(timeline, '07:00 PM to 07:15 PM, free'));
    expect(within(card).getByText('Selected 11:00 AM – 07:15 PM · Duration 8h 15m')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('Booking cannot exceed 8 hours');
    expect(confirmOf(card)).toBeDisabled();

    await user.click(slot(timeline, '11:00 AM to 11:15 AM, free'));
    await user.click(slot(timeline, '06:45 PM to 07:00 PM, free'));
    expect(within(card).getByText('Selected 11:00 AM – 07:00 PM · Duration 8h 0m')).toBeInTheDocument();
    expect(within(card).queryByText('Booking cannot exceed 8 hours')).not.toBeInTheDocument();
    expect(confirmOf(card)).toBeEnabled();
  });

  it('shows who holds a booked slot, with a mailto link and a copy button', async () => {
    const { user, timeline } = await openDay();
    await user.hover(slot(timeline, '10:00 AM to 10:15 AM, booked: Faculty meeting'));
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByText('Anita Rao')).toBeInTheDocument();
    expect(within(tip).getByRole('link', { name: 'anita@campus.example' })).toHaveAttribute('href', 'mailto:anita@campus.example');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(tip).getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByText('Email copied to clipboard!')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith('anita@campus.example');
  });

  it.each([
    ['the clash message on a 409', 409, 'Already booked 12:00–12:30 for Staff tea', 'Already booked 12:00–12:30 for Staff tea'],
    // Issue 15: the per-user write limit and a room reserved for others say why, too.
    [
      'the rate limit message on a 429',
      429,
      'You are making changes too quickly. Please wait 1 minute and try again.',
      'You are making changes too quickly. Please wait 1 minute and try again.',
    ],
    ['the access message on a 403', 403, 'This room is reserved for Faculty.', 'This room is reserved for Faculty.'],
    ['the generic text on a server failure', 500, 'boom', 'Something went wrong. Please try again.'],
  ])('says "Failed to book room" with %s', async (_name, status, message, detail) => {
    const backend = bookingBackend();
    backend.refuseNext(status, { message });
    const { user, timeline, card } = await openDay(undefined, backend);
    await user.click(slot(timeline, '12:00 PM to 12:15 PM, free'));
    await user.click(slot(timeline, '12:15 PM to 12:30 PM, free'));
    await pasteInto(user, purposeOf(card), 'Staff tea');
    await user.click(confirmOf(card));
    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(purposeOf(card)).toHaveValue('Staff tea');
  });

  it('after a clash keeps the purpose, shows the winner as booked with nothing selected, and books another slot', async () => {
    const { user, backend, timeline, card } = await openDay();
    await user.click(slot(timeline, '12:00 PM to 12:15 PM, free'));
    await user.click(slot(timeline, '12:15 PM to 12:30 PM, free'));
    await pasteInto(user, purposeOf(card), 'Thesis review');
    // Someone else takes 12:00–12:30 meanwhile: the server refuses with a clash.
    backend.db.others.push({ ...meeting, id: 51, start_time: at(day, '12:00'), end_time: at(day, '12:30'), purpose: 'Staff tea' });
    backend.refuseNext(409, {
      message: 'This room is already booked for Staff tea',
      clash: { start_time: at(day, '12:00'), end_time: at(day, '12:30'), purpose: 'Staff tea' },
    });
    await user.click(confirmOf(card));

    expect(await screen.findByText('Failed to book room')).toBeInTheDocument();
    // Issue 32: the taken time may be waited for.
    const waitlist = waitlistBackend();
    server.use(...waitlist.handlers);
    await user.click(within(card).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(waitlist.joins).toEqual([{ room_id: 1, start_time: at(day, '12:00'), end_time: at(day, '12:30'), purpose: 'Thesis review' }]);
    expect(within(card).queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await waitFor(() => expect(slot(timeline, '12:00 PM to 12:15 PM, booked: Staff tea')).toHaveAttribute('aria-pressed', 'false'));
    expect(within(timeline).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(within(card).getByText('No time selected')).toBeInTheDocument();
    expect(purposeOf(card)).toHaveValue('Thesis review');

    await user.click(slot(timeline, '12:30 PM to 12:45 PM, free'));
    await user.click(slot(timeline, '12:45 PM to 01:00 PM, free'));
    await user.click(confirmOf(card));
    expect(await screen.findByText('Request sent for approval')).toBeInTheDocument();
    expect(backend.db.bookings.map((b) => [b.purpose, b.start_time])).toEqual([['Thesis review', at(day, '12:30')]]);
  });

  it('shows the View Room dialog with its fallback image text', async () => {
    const { user } = await openDay(ROOMS.slice(0, 2));
    const card = screen.getByRole('group', { name: /^Time slots for Classroom 101/ }).closest('section') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'View Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Classroom 101' });
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).getByText('capacity 60 people')).toBeInTheDocument();
    expect(within(dialog).getByText('Whiteboard')).toBeInTheDocument();
  });

  // The server lets administrators start a booking earlier today (DESIGN.md §5); for everyone
  // else a slot that has begun is past and cannot be chosen.
  it.each([
    ['a faculty member', ['rb_faculty'], '09:00 AM to 09:15 AM, past'],
    ['an administrator', ['rb_admin'], '09:00 AM to 09:15 AM, free'],
  ])("today's card at 23:00 campus time, for %s", async (_who, access, name) => {
    const today = campusDay(0);
    // RTK Query stamps the answer with Date.now(): what had begun by then is past.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse(at(today, '23:00')));
    try {
      server.use(...bookingBackend().handlers, sessionAs(makeUser(access)));
      const request = { room_ids: [ROOMS[0].id], start_date: today, end_date: today };
      renderWithProviders(<AvailabilityResults request={request} rooms={ROOMS.slice(0, 1)} tz={demoConfig.campusTz} />);
      const timeline = await screen.findByRole('group', { name: /^Time slots for Conference Room A/ });
      await waitFor(() => expect(slot(timeline, name)).toBeInTheDocument());
      const past = name.endsWith('past');
      if (past) expect(slot(timeline, name)).toHaveAttribute('aria-disabled', 'true');
      else expect(slot(timeline, name)).not.toHaveAttribute('aria-disabled');
      expect(within(timeline).queryAllByLabelText(/, past$/, { selector: 'button' })).toHaveLength(past ? 56 : 0);
    } finally {
      clock.mockRestore();
    }
  });

  it('says "Failed to fetch slots. Please try again." when slots cannot load', async () => {
    server.use(http.post(apiUrl('/faculty/getbookedslots'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(
      <AvailabilityResults request={{ room_ids: [1], start_date: day, end_date: day }} rooms={ROOMS} tz={demoConfig.campusTz} />,
    );
    expect(await screen.findByText('Failed to fetch slots. Please try again.')).toBeInTheDocument();
  });
});
