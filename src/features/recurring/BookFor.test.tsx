import { screen, within } from '@testing-library/react';
import { conflictOn, recurringBackend } from '@test/handlers/recurring';
import { filledSeries, fillRecurringForm, openRecurringPage, start } from '@test/recurring-page';
import { warmUp } from '@test/render';
import { pasteInto } from '@test/typing';

// Issue 35: an administrator books a recurring series for someone else with the "Book for" picker.
warmUp(() => openRecurringPage());

type User = Awaited<ReturnType<typeof openRecurringPage>>['user'];

async function bookForRahul(user: User) {
  await fillRecurringForm(user);
  await pasteInto(user, await screen.findByRole('combobox', { name: 'Book for' }), 'Rah');
  await user.click(await screen.findByRole('option', { name: 'Rahul Verma (faculty@campus.example)' }));
  await user.click(screen.getByRole('button', { name: 'Create Recurring Booking' }));
}

describe('Create Recurring Booking: Book for', () => {
  it('sends the chosen person as booker_id, names them in the toast, and empties the picker with the form', async () => {
    const { user, backend } = await openRecurringPage();
    await bookForRahul(user);
    const toast = (await screen.findByText('Recurring booking created successfully! 3 bookings.')).parentElement!;
    expect(within(toast).getByText('For Rahul Verma')).toBeInTheDocument();
    expect(backend.db.created).toEqual([{ ...filledSeries, booker_id: 4 }]);
    expect(screen.getByRole('combobox', { name: 'Book for' })).toHaveValue('');
  });

  it('names the person again when the draft with conflicts is confirmed', async () => {
    const backend = recurringBackend({ conflicts: [conflictOn(start, { user_name: 'Robotics Club', purpose: 'Club meet' })] });
    const { user } = await openRecurringPage(backend);
    await bookForRahul(user);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Conflicts' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const toast = (await screen.findByText('Recurring booking confirmed! 2 bookings, 1 dates skipped.')).parentElement!;
    expect(within(toast).getByText('For Rahul Verma')).toBeInTheDocument();
    expect(backend.db.created[0].booker_id).toBe(4);
  });

  it('sends no booker_id when nobody is chosen', async () => {
    const { user, backend } = await openRecurringPage();
    await fillRecurringForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Recurring Booking' }));
    expect(await screen.findByText('Recurring booking created successfully! 3 bookings.')).toBeInTheDocument();
    expect(backend.db.created[0]).not.toHaveProperty('booker_id');
  });
});
