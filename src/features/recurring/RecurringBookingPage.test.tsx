import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RECURRING_MESSAGES } from '@contracts/booking-messages';
import { campusToday, dayjs } from '@shared/bookings/campusTime';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { conflictOn, recurringBackend } from '@test/handlers/recurring';
import { sessionAs } from '@test/handlers/session';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import { pasteInto } from '@test/typing';
import RecurringBookingPage from './RecurringBookingPage';

// The page alone, without the layout around it (guards: src/app/routes.test.tsx; the route in a browser: e2e/).

// The first Monday after today (today itself is never bookable), and two weeks on.
const today = dayjs(campusToday('Asia/Kolkata'));
const monday = today.add((8 - today.day()) % 7 || 7, 'day');
const start = monday.format('YYYY-MM-DD');
const end = monday.add(14, 'day').format('YYYY-MM-DD');
const second = monday.add(7, 'day').format('YYYY-MM-DD');
const third = monday.add(14, 'day').format('YYYY-MM-DD');

type User = ReturnType<typeof renderWithProviders>['user'];

async function openPage(backend = recurringBackend()) {
  server.use(sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })), ...backend.handlers);
  const utils = renderWithProviders(<RecurringBookingPage />, { route: '/faculty/book-room/recurring' });
  await screen.findByRole('combobox', { name: /Room/ });
  return { ...utils, backend };
}

warmUp(() => openPage());

const submit = () => screen.getByRole('button', { name: 'Create Recurring Booking' });

async function fillForm(user: User) {
  await user.click(screen.getByRole('combobox', { name: /Room/ }));
  await user.click(await screen.findByRole('option', { name: /Seminar Hall 2/ }));
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/End date/), { target: { value: end } });
  await pasteInto(user, screen.getByRole('textbox', { name: /Purpose/ }), 'Weekly lab meeting');
}

const expectEmptyForm = () => {
  expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('');
  expect(screen.getByLabelText(/Start date/)).toHaveValue('');
  expect(screen.getByLabelText(/End date/)).toHaveValue('');
  expect(screen.getAllByRole('group', { name: /^Pattern row/ })).toHaveLength(1);
};

describe('Create Recurring Booking', () => {
  it('says only the server\'s "Start date must be on or before end date" for a backwards range', async () => {
    const { user, backend } = await openPage();
    await fillForm(user);
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: end } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: start } });
    expect(screen.queryByRole('alert', { name: 'Bookings to be made' })).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(RECURRING_MESSAGES.startAfterEnd)).toBeInTheDocument();
    expect(RECURRING_MESSAGES.startAfterEnd).toBe('Start date must be on or before end date');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([RECURRING_MESSAGES.startAfterEnd]);
    expect(screen.queryByText('No date in this range falls on the chosen weekdays')).not.toBeInTheDocument();
    expect(backend.db.created).toEqual([]);
  });

  it('says "Please fill in all required fields" and sends nothing when fields are missing', async () => {
    const { user, backend } = await openPage();
    await user.click(submit());
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    await pasteInto(user, screen.getByRole('textbox', { name: /Purpose/ }), 'Only a purpose');
    await user.click(submit());
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(backend.db.created).toEqual([]);
  });

  it('shows what will be booked, books it, toasts the server message and resets the form', async () => {
    const { user, backend } = await openPage();
    await fillForm(user);
    const summary = screen.getByRole('alert', { name: 'Bookings to be made' });
    expect(summary).toHaveTextContent(
      `3 bookings, Mondays, ${monday.format('MMM DD, YYYY')} – ${monday.add(14, 'day').format('MMM DD, YYYY')}`,
    );
    await user.click(submit());

    expect(await screen.findByText('Recurring booking created successfully! 3 bookings.')).toBeInTheDocument();
    expect(backend.db.created).toEqual([
      {
        rooms: [7],
        purpose: 'Weekly lab meeting',
        start_date: start,
        end_date: end,
        weekly_pattern: [{ day_of_week: 1, start_time: '09:00', end_time: '10:00' }],
      },
    ]);
    await waitFor(expectEmptyForm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the conflicts and, on Confirm, books the other dates skipping them', async () => {
    const backend = recurringBackend({ conflicts: [conflictOn(second, { user_name: 'Robotics Club', purpose: 'Club meet' })] });
    const { user } = await openPage(backend);
    await fillForm(user);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: 'Booking Conflicts' });
    const items = within(within(dialog).getByRole('list', { name: 'Conflicting dates' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(`${dayjs(second).format('ddd, MMM DD, YYYY')}, 09:00 AM – 10:00 AM`);
    expect(items[0]).toHaveTextContent('Robotics Club: Club meet');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Recurring booking confirmed! 2 bookings, 1 dates skipped.')).toBeInTheDocument();
    expect(backend.db.confirmed).toEqual([{ recurring_booking_id: 40, skip_dates: [second] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectEmptyForm();
  });

  it('Cancel closes the dialog, clears the conflicts and books nothing', async () => {
    const backend = recurringBackend({ conflicts: [conflictOn(start, { user_name: 'Rahul Verma', purpose: 'Exam' })] });
    const { user } = await openPage(backend);
    await fillForm(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Booking Conflicts' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.db.confirmed).toEqual([]);
    // The form keeps what was typed, to adjust and submit again.
    expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('Weekly lab meeting');
  });

  it('on a clash that appeared meanwhile, says "Failed to confirm booking." and lists the new conflicts too', async () => {
    const backend = recurringBackend({
      conflicts: [conflictOn(start, { user_name: 'Rahul Verma', purpose: 'Exam' })],
      conflictsOnConfirm: [conflictOn(third, { user_name: 'Robotics Club', purpose: 'Club meet' })],
      confirmedMessage: 'Recurring booking confirmed! 1 bookings, 2 dates skipped.',
    });
    const { user } = await openPage(backend);
    await fillForm(user);
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Booking Conflicts' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to confirm booking.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Recurring booking confirmed! 1 bookings, 2 dates skipped.')).toBeInTheDocument();
    expect(backend.db.confirmed[1].skip_dates).toEqual([start, third]);
  });

  it('shows the server message when creation fails, or the fallback', async () => {
    const { user } = await openPage();
    server.use(
      http.post(
        apiUrl('/faculty/bookroom/recurring'),
        () => HttpResponse.json({ message: 'A recurring booking can span at most one year' }, { status: 400 }),
        { once: true },
      ),
    );
    await fillForm(user);
    await user.click(submit());
    expect(await screen.findByText('A recurring booking can span at most one year')).toBeInTheDocument();

    server.use(http.post(apiUrl('/faculty/bookroom/recurring'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await user.click(submit());
    expect(await screen.findByText('Failed to create recurring booking.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('Weekly lab meeting');
  });
});
