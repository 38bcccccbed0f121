import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DECISION_MESSAGES } from '@contracts/booking-messages';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { requestsBackend } from '@test/handlers/requests';
import { sessionAs } from '@test/handlers/session';
import { preloadPages, renderRoute } from '@test/render';
import { server } from '@test/server';
import { rowWith } from '@test/rows';
import { pasteInto } from '@test/typing';

preloadPages(() => import('./IghRequestsPage'));

const CAPTION = 'List of IGH booking requests';

function openPage() {
  const backend = requestsBackend();
  server.use(sessionAs(makeUser(['igh'], { email: 'igh@campus.example', name: 'Meera Nair' })), ...backend.handlers);
  return { backend, ...renderRoute('/igh') };
}

describe('IGH requests (/igh)', () => {
  it("lists every request with SPEC.md's columns, the stay dates and the approval state", async () => {
    openPage();
    const table = await screen.findByRole('table', { name: CAPTION });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Student Name',
      'Student Email',
      'Customer Name',
      'Age',
      'Relation with Student',
      'Check-in',
      'Check-out',
      'Approval',
    ]);
    const pending = rowWith('Aditya Rao');
    expect(within(pending).getByRole('cell', { name: 'aditya.rao@campus.example' })).toBeInTheDocument();
    expect(within(pending).getByRole('cell', { name: 'Suresh Rao' })).toBeInTheDocument();
    expect(within(pending).getByRole('cell', { name: '52' })).toBeInTheDocument();
    expect(within(pending).getByRole('cell', { name: 'Tue, Mar 10, 2026' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(rowWith('Aisha Khan')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowWith('Pooja Shah')).getByText('Rejected')).toBeInTheDocument();
    expect(within(rowWith('Pooja Shah')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('toggles between all and pending requests', async () => {
    const { user } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    expect(screen.getByRole('button', { name: 'All Requests' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Pending Requests' }));
    expect(screen.getByRole('cell', { name: 'Aditya Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Aisha Khan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Pooja Shah' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Requests' }));
    expect(screen.getByRole('cell', { name: 'Aisha Khan' })).toBeInTheDocument();
  });

  it('approves after a dialog naming the student, then reloads the list', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    expect(backend.calls.igh).toBe(1);
    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to approve the booking for Aditya Rao?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(rowWith('Aditya Rao')).getByText('Approved')).toBeInTheDocument());
    expect(backend.calls.igh).toBe(2);
    expect(backend.db.igh.find((r) => r.id === 3)?.status).toBe('approved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines after the "Decline Booking" dialog, and Cancel decides nothing', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Decline' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to decline the booking for Aditya Rao?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.db.igh.find((r) => r.id === 3)?.status).toBe('pending');

    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline Booking' });
    // A reason typed and then cleared is not sent: blank means none.
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(rowWith('Aditya Rao')).getByText('Rejected')).toBeInTheDocument());
    expect(backend.db.igh.find((r) => r.id === 3)).toMatchObject({ status: 'rejected', reason: null });
  });

  it('names what was approved in a toast whose Undo puts the request back to pending (issue 35)', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const stay = 'Suresh Rao (Father of Aditya Rao), Tue, Mar 10, 2026 to Thu, Mar 12, 2026';
    const toast = await screen.findByText(`Approved: ${stay}`);
    await waitFor(() => expect(within(rowWith('Aditya Rao')).getByText('Approved')).toBeInTheDocument());
    await user.click(within(toast.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(`Undone: ${stay} waits for a decision again`)).toBeInTheDocument();
    expect(await within(rowWith('Aditya Rao')).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(backend.calls.undo).toBe(1);
    expect(backend.db.igh.find((r) => r.id === 3)).toMatchObject({ status: 'pending', reason: null });
  });

  it("undoes a decline with its reason, and shows the server's 409 when Undo comes too late", async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    const decline = async () => {
      await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('dialog', { name: 'Decline Booking' });
      await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Fully booked');
      await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const toasts = await screen.findAllByText(/^Rejected: Suresh Rao \(Father of Aditya Rao\)/);
      return within(toasts.at(-1)!.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Undo' });
    };
    await user.click(await decline());
    await waitFor(() => expect(backend.db.igh.find((r) => r.id === 3)).toMatchObject({ status: 'pending', reason: null }));
    expect(await within(rowWith('Aditya Rao')).findByRole('button', { name: 'Decline' })).toBeInTheDocument();

    server.use(
      http.post(apiUrl('/igh/undo_decision'), () => HttpResponse.json({ message: DECISION_MESSAGES.undoTooLate }, { status: 409 })),
    );
    await user.click(await decline());
    expect(await screen.findByText(DECISION_MESSAGES.undoTooLate)).toBeInTheDocument();
    expect(backend.db.igh.find((r) => r.id === 3)).toMatchObject({ status: 'rejected', reason: 'Fully booked' });
  });

  it('tells the user when a decision fails and keeps a row that is still pending', async () => {
    const { user, backend } = openPage();
    server.use(http.post(apiUrl('/igh/update_status/'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('There was an error updating the booking status')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(backend.calls.igh).toBe(2));
    expect(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('reloads the list after a 409, so a request decided elsewhere loses its buttons', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    backend.db.igh[0].status = 'approved'; // another operator was quicker: the server answers 409
    await user.click(within(rowWith('Aditya Rao')).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    // A refusal shows the server's words (issue 35).
    expect(await screen.findByText('This request has already been decided.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith('Aditya Rao')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowWith('Aditya Rao')).queryByRole('button')).not.toBeInTheDocument();
    expect(backend.calls.igh).toBe(2);
  });

  it('shows the load error', async () => {
    openPage();
    server.use(http.get(apiUrl('/igh/booking_requests'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    expect(await screen.findByText('Error fetching booking requests')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty text, for the whole list and for no pending requests', async () => {
    const backend = requestsBackend({ igh: [] });
    server.use(sessionAs(makeUser(['igh'])), ...backend.handlers);
    renderRoute('/igh');
    expect(await screen.findByText('No booking requests available.')).toBeInTheDocument();

    const decided = requestsBackend().db.igh.filter((r) => r.status !== 'pending');
    server.use(...requestsBackend({ igh: decided }).handlers);
    const { user } = renderRoute('/igh');
    await user.click(await screen.findByRole('button', { name: 'Pending Requests' }));
    expect(screen.getByText('No booking requests available.')).toBeInTheDocument();
  });
});
