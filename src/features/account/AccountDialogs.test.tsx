import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@test/server';
import { accountBackend } from '@test/handlers/account';
import { renderWithProviders } from '@test/render';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';

describe('CalendarFeedDialog', () => {
  it('creates a link, shows it with Copy, and a new link replaces it', async () => {
    const backend = accountBackend();
    server.use(...backend.handlers);
    const user = userEvent.setup(); // with its clipboard stub
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<CalendarFeedDialog open onClose={() => {}} />);
    expect(await screen.findByText(/^There is no link yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    const field = await screen.findByRole('textbox', { name: 'Subscription URL' });
    expect(field).toHaveValue('https://rooms.campus.example/api/calendar/token1.ics');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://rooms.campus.example/api/calendar/token1.ics');
    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    expect(await screen.findByDisplayValue('https://rooms.campus.example/api/calendar/token2.ics')).toBeInTheDocument();
    expect(backend.calls.creates).toBe(2);
  });
});

describe('NotificationSettingsDialog', () => {
  it('shows a switch per kind and saves each change at once', async () => {
    const backend = accountBackend();
    server.use(...backend.handlers);
    renderWithProviders(<NotificationSettingsDialog open onClose={() => {}} />);
    const decisions = await screen.findByRole('switch', { name: 'Decisions on my requests (approved or declined)' });
    expect(decisions).toBeChecked();
    await userEvent.click(decisions);
    await waitFor(() => expect(backend.calls.saves).toEqual([{ email: { decisions: false } }]));
    await waitFor(() => expect(decisions).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'New requests waiting for my decision' })).toBeChecked();
  });
});
