import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UpdateBookingBody } from '@contracts/booking';
import { at, campusDay, makeBooking } from '@test/handlers/booking';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { pasteInto } from '@test/typing';
import { EditBookingDialog } from './EditBookingDialog';
import type { EditMode } from './editBookingSchema';
import type { EditableBooking } from './types';

// user-event typing is slow on a shared machine.

const day = campusDay(2);
const booking: EditableBooking = {
  ...makeBooking({ id: 7, purpose: 'Project review', start_time: at(day, '10:00'), end_time: at(day, '11:00') }),
  faculty_name: 'Anita Rao',
  faculty_email: 'anita@campus.example',
};

function Harness({ initial, mode, onSave }: { initial: EditableBooking; mode: EditMode; onSave: OnSave }) {
  const [open, setOpen] = useState<EditableBooking | null>(initial);
  return <EditBookingDialog booking={open} mode={mode} onClose={() => setOpen(null)} onSave={onSave} />;
}

type OnSave = (v: UpdateBookingBody) => Promise<unknown>;

function setup(
  mode: EditMode = 'user',
  initial = booking,
  onSave: jest.Mock<ReturnType<OnSave>, Parameters<OnSave>> = jest.fn((_v: UpdateBookingBody): Promise<unknown> => Promise.resolve({})),
) {
  const utils = renderWithProviders(<Harness initial={initial} mode={mode} onSave={onSave} />);
  return { ...utils, onSave, dialog: screen.getByRole('dialog', { name: 'Edit Booking' }) };
}

const purpose = () => screen.getByRole('textbox', { name: /purpose/i });
const save = () => screen.getByRole('button', { name: 'Save Changes' });
const setTime = (label: 'Start Time' | 'End Time', value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('EditBookingDialog (user mode)', () => {
  it('shows the booking, the counter and the duration, with Save disabled until something changes', async () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('Conference Room A')).toBeInTheDocument();
    expect(screen.getByText('14/500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Time')).toHaveValue(`${day}T10:00`);
    expect(screen.getByText('Duration: 1h 0m')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(screen.queryByText(/You have unsaved changes/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it.each<[string, () => unknown, string]>([
    ['an empty purpose', () => fireEvent.change(purpose(), { target: { value: '   ' } }), 'Purpose is required'],
    ['a short purpose', () => fireEvent.change(purpose(), { target: { value: 'abcd' } }), 'Purpose must be at least 5 characters'],
    [
      'a long purpose',
      () => fireEvent.change(purpose(), { target: { value: 'x'.repeat(501) } }),
      'Purpose must be less than 500 characters',
    ],
    ['no start time', () => setTime('Start Time', ''), 'Start time is required'],
    ['no end time', () => setTime('End Time', ''), 'End time is required'],
    ['a start in the past', () => setTime('Start Time', `${campusDay(-1)}T10:00`), 'Start time cannot be in the past'],
    ['an end before the start', () => setTime('End Time', `${day}T09:30`), 'End time must be after start time'],
    ['a 10-minute booking', () => setTime('End Time', `${day}T10:10`), 'Booking must be at least 15 minutes long'],
    ['a 9-hour booking', () => setTime('End Time', `${day}T19:00`), 'Booking cannot exceed 8 hours'],
  ])('refuses %s with SPEC.md’s message and blocks saving', async (_name, act, message) => {
    setup();
    await act();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('saves the changes as campus ISO times, then toasts and closes', async () => {
    let finish: (v: unknown) => void = () => {};
    const onSave = jest.fn((_v: UpdateBookingBody): Promise<unknown> => new Promise((resolve) => (finish = resolve)));
    const { user } = setup('user', booking, onSave);
    await user.clear(purpose());
    await pasteInto(user, purpose(), 'Thesis defence');
    setTime('End Time', `${day}T11:30`);
    expect(screen.getByText("You have unsaved changes. Don't forget to save your modifications.")).toBeInTheDocument();
    expect(await screen.findByText('Duration: 1h 30m')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({ purpose: 'Thesis defence', start_time: at(day, '10:00'), end_time: at(day, '11:30') });
    finish({});
    expect(await screen.findByText('Booking updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
  });

  it('says before Save that changing an approved booking’s time or purpose needs approval again', async () => {
    setup('user', { ...booking, status: 'confirmed' });
    const notice = 'This change needs approval again';
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    setTime('End Time', `${day}T11:30`);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    setTime('End Time', `${day}T11:00`);
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    const onSave = jest.fn((_v: UpdateBookingBody): Promise<unknown> =>
      Promise.reject({ status: 400, data: { message: 'Bookings must end by 23:00' } }),
    );
    const { user } = setup('user', booking, onSave);
    await user.type(purpose(), ' 2');
    await user.click(save());
    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
    expect(screen.getByText('Bookings must end by 23:00')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument();
  });

  it('asks before closing with unsaved changes', async () => {
    const { user } = setup();
    await user.type(purpose(), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved Changes' })).toHaveAccessibleDescription(
      'You have unsaved changes. Are you sure you want to close?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(purpose()).toHaveValue('Project review!'));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
  });

  it('closes at once when nothing changed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Are you sure you want to close/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Booking' })).not.toBeInTheDocument());
  });
});

describe('EditBookingDialog (admin mode)', () => {
  const signedInAs = (access: string[]) => server.use(sessionAs(makeUser(access)));

  it('shows the booker and previews a status change, sending the status', async () => {
    signedInAs(['super_admin']);
    const { user, onSave } = setup('admin');
    expect(screen.getByText(/Anita Rao/)).toBeInTheDocument();
    expect(screen.getByText(/anita@campus\.example/)).toBeInTheDocument();
    expect(screen.queryByText('Status will change to')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The session (an approver) answers before Confirmed is offered.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Confirmed' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pending', 'Confirmed', 'Rejected', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    expect(screen.getByText('Status will change to')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ status: 'confirmed', purpose: 'Project review' })));
  });

  it('does not offer rb_admin to confirm a pending request: that is an approver’s decision (issue 36)', async () => {
    signedInAs(['rb_admin']);
    const { user } = setup('admin');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const confirm = await screen.findByRole('option', { name: "Confirmed (an approver's decision)" });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Cancelled' })).not.toHaveAttribute('aria-disabled');
  });

  it('allows a start in the past', async () => {
    const past = campusDay(-3);
    const { user, onSave } = setup('admin', { ...booking, start_time: at(past, '10:00'), end_time: at(past, '11:00') });
    await pasteInto(user, purpose(), ' (minutes)');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByText('Start time cannot be in the past')).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ start_time: at(past, '10:00') })));
  });
});
