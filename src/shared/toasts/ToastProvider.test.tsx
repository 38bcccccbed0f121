import { act, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '@test/render';
import { useSnackbar, type SnackbarKey } from '@shared/toasts';

/** Buttons that show, replace and close toasts the way the screens do. */
function Toaster() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  let last: SnackbarKey | undefined;
  return (
    <>
      <Button
        onClick={() => {
          enqueueSnackbar('First', { variant: 'success' });
          last = enqueueSnackbar('Second', { variant: 'error' });
        }}
      >
        Two at once
      </Button>
      <Button onClick={() => last !== undefined && closeSnackbar(last)}>Close the last</Button>
      <Button
        onClick={() => {
          const key = enqueueSnackbar('Taken back', { variant: 'info' });
          closeSnackbar(key);
          enqueueSnackbar('Kept', { variant: 'info' });
        }}
      >
        Show and take back
      </Button>
    </>
  );
}

describe('Toasts (notistack loaded with the first one, docs/decisions/0231)', () => {
  it('shows every toast asked for while notistack loads, in order, and closes one by the key it was given', async () => {
    const { user } = renderWithProviders(<Toaster />);
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Two at once' }));
    const first = await screen.findByText('First');
    expect(first.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect(screen.getByText('Second').closest('.notistack-MuiContent-error')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the last' }));
    await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
    expect(screen.getByText('First')).toBeInTheDocument();
    await act(async () => {}); // let the toasts' transitions settle before unmounting
  });

  it('drops a toast closed before notistack has loaded', async () => {
    const { user } = renderWithProviders(<Toaster />);
    await user.click(screen.getByRole('button', { name: 'Show and take back' }));
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    expect(screen.queryByText('Taken back')).not.toBeInTheDocument();
    await act(async () => {});
  });
});
