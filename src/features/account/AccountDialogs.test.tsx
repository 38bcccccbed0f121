import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@test/server';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/api-url';
import { accountBackend, undeliveredFixtures } from '@test/handlers/account';
import { rowWith } from '@test/rows';
import { renderWithProviders } from '@test/render';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { UndeliveredMailDialog } from './UndeliveredMailDialog';

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

  it('offers reminders Off, 15, 30 or 60 minutes before a booking, 30 by default, and saves a choice at once', async () => {
    const backend = accountBackend();
    server.use(...backend.handlers);
    renderWithProviders(<NotificationSettingsDialog open onClose={() => {}} />);
    const reminder = await screen.findByRole('combobox', { name: 'Remind me before my bookings' });
    expect(reminder).toHaveValue('30');
    expect(
      within(reminder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', '15 minutes before', '30 minutes before', '60 minutes before']);
    await userEvent.selectOptions(reminder, '60 minutes before');
    await waitFor(() => expect(backend.calls.saves).toEqual([{ email: {}, reminder_minutes: 60 }]));
    await waitFor(() => expect(reminder).toHaveValue('60'));
  });
});

describe('UndeliveredMailDialog', () => {
  it('lists mail given up on with recipient, subject, last error and attempts; Retry sends it back to the queue', async () => {
    const backend = accountBackend();
    server.use(...backend.handlers);
    const { user } = renderWithProviders(<UndeliveredMailDialog open onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Undelivered mail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Recipient', 'Subject', 'Last error', 'Attempts', '']);
    const dean = within(rowWith('dean@campus.example')).getAllByRole('cell');
    expect(dean.slice(0, 4).map((c) => c.textContent)).toEqual([
      'dean@campus.example',
      'New room request: Seminar Hall, Mon, Mar 9',
      '550 No such mailbox here',
      '6',
    ]);
    expect(backend.calls.lists.map((p) => p.toString())).toEqual(['page=1&limit=50']);
    await user.click(screen.getByRole('button', { name: 'Retry mail to dean@campus.example: New room request: Seminar Hall, Mon, Mar 9' }));
    await waitFor(() => expect(screen.queryByText('dean@campus.example')).not.toBeInTheDocument());
    expect(backend.calls.retries).toEqual([12]);
    expect(rowWith('faculty@campus.example')).toBeInTheDocument();
  });

  it('says when there is none, and how many more there are than it shows', async () => {
    server.use(...accountBackend({ undelivered: [] }).handlers);
    const empty = renderWithProviders(<UndeliveredMailDialog open onClose={() => {}} />);
    expect(await screen.findByText('No undelivered mail.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    empty.unmount();

    server.use(...accountBackend({ undelivered: undeliveredFixtures(), total: 75 }).handlers);
    renderWithProviders(<UndeliveredMailDialog open onClose={() => {}} />);
    expect(await screen.findByText('Showing the newest 2 of 75.')).toBeInTheDocument();
  });

  it("shows the server's message when a retry is refused, and when the list cannot load", async () => {
    const backend = accountBackend();
    server.use(
      http.post(apiUrl('/admin/mail/:id/retry'), () => HttpResponse.json({ message: 'Undelivered mail not found: 12' }, { status: 404 })),
      ...backend.handlers,
    );
    const { user, unmount } = renderWithProviders(<UndeliveredMailDialog open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /^Retry mail to dean@campus\.example/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Undelivered mail not found: 12');
    unmount();

    server.use(http.get(apiUrl('/admin/mail/undelivered'), () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    renderWithProviders(<UndeliveredMailDialog open onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the undelivered mail.');
  });
});
