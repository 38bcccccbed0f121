import { screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '@test/render';
import { ConfirmationDialog } from './ConfirmationDialog';

function setup(onConfirm: () => void | Promise<unknown>, extra?: { confirmDisabled?: boolean }) {
  const onCancel = jest.fn();
  const utils = renderWithProviders(
    <ConfirmationDialog
      open
      title="Delete Booking"
      text="Are you sure?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmDisabled={extra?.confirmDisabled}
    >
      <TextField label="Reason" />
    </ConfirmationDialog>,
  );
  return { ...utils, onCancel };
}

describe('ConfirmationDialog', () => {
  it('is named by its title, described by its text, holds extra content and focuses Cancel', async () => {
    setup(jest.fn());
    const dialog = screen.getByRole('dialog', { name: 'Delete Booking' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    // Found, not got: the keyboard focus ring (MUI's ripple) is drawn a moment after the dialog
    // opens, and awaiting lets that update happen inside Testing Library's act.
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('stays busy while the confirm action runs, then lets go', async () => {
    let finish: (v: unknown) => void = () => {};
    const { user } = setup(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
  });

  it('cancels on Escape and keeps Confirm disabled when told', async () => {
    const { user, onCancel } = setup(jest.fn(), { confirmDisabled: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
