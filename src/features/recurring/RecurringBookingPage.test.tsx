import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RECURRING_MESSAGES } from '@contracts/booking-messages';
import { dayjs } from '@shared/bookings/campusTime';
import { apiUrl } from '@test/api-url';
import { conflictOn, recurringBackend } from '@test/handlers/recurring';
import { end, filledSeries, fillRecurringForm, monday, openRecurringPage, start } from '@test/recurring-page';
import { warmUp } from '@test/render';
import { server } from '@test/server';
import { pasteInto } from '@test/typing';

const second = monday.add(7, 'day').format('YYYY-MM-DD');
const third = monday.add(14, 'day').format('YYYY-MM-DD');

warmUp(() => openRecurringPage());

const submit = () => screen.getByRole('button', { name: 'Create Recurring Booking' });

const expectEmptyForm = () => {
  expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('');
  expect(screen.getByLabelText(/Start date/)).toHaveValue('');
  expect(screen.getByLabelText(/End date/)).toHaveValue('');
  expect(screen.getAllByRole('group', { name: /^Pattern row/ })).toHaveLength(1);
};

describe('Create Recurring Booking', () => {
  it('says only the server\'s "Start date must be on or before end date" for a backwards range', async () => {
    const { user, backend } = await openRecurringPage();
    await fillRecurringForm(user);
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
    const { user, backend } = await openRecurringPage();
    await user.click(submit());
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    await pasteInto(user, screen.getByRole('textbox', { name: /Purpose/ }), 'Only a purpose');
    await user.click(submit());
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(backend.db.created).toEqual([]);
  });

  it('shows what will be booked, books it, toasts the server message and resets the form', async () => {
    const { user, backend } = await openRecurringPage();
    await fillRecurringForm(user);
    const summary = screen.getByRole('alert', { name: 'Bookings to be made' });
    expect(summary).toHaveTextContent(
      `3 bookings, Mondays, ${monday.format('MMM DD, YYYY')} – ${monday.add(14, 'day').format('MMM DD, YYYY')}`,
    );
    await user.click(submit());

    expect(await screen.findByText('Recurring booking created successfully! 3 bookings.')).toBeInTheDocument();
    expect(backend.db.created).toEqual([filledSeries]);
    await waitFor(expectEmptyForm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the conflicts and, on Confirm, books the other dates skipping them', async () => {
    const backend = recurringBackend({ conflicts: [conflictOn(second, { user_name: 'Robotics Club', purpose: 'Club meet' })] });
    const { user } = await openRecurringPage(backend);
    await fillRecurringForm(user);
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
    const { user } = await openRecurringPage(backend);
    await fillRecurringForm(user);
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
    const { user } = await openRecurringPage(backend);
    await fillRecurringForm(user);
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
    const { user } = await openRecurringPage();
    server.use(
      http.post(
        apiUrl('/faculty/bookroom/recurring'),
        () => HttpResponse.json({ message: 'A recurring booking can span at most one year' }, { status: 400 }),
        { once: true },
      ),
    );
    await fillRecurringForm(user);
    await user.click(submit());
    expect(await screen.findByText('A recurring booking can span at most one year')).toBeInTheDocument();

    server.use(http.post(apiUrl('/faculty/bookroom/recurring'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await user.click(submit());
    expect(await screen.findByText('Failed to create recurring booking.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Purpose/ })).toHaveValue('Weekly lab meeting');
  });
});
