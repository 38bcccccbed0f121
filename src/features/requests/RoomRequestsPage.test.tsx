import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { DECISION_MESSAGES } from '@contracts/booking-messages';
import { requestsBackend, ROOM_REQUESTS } from '@test/handlers/requests';
import { sessionAs } from '@test/handlers/session';
import { preloadPages, renderRoute } from '@test/render';
import { server } from '@test/server';
import { rowWith } from '@test/rows';
import { pasteInto } from '@test/typing';

// The page is lazily loaded: load it once before the tests, not inside the first one's 5 s.
preloadPages(() => import('./RoomRequestsPage'));

const CAPTION = 'List of room booking requests';

function openPage(init: Parameters<typeof requestsBackend>[0] = {}, route = '/room_booking') {
  const backend = requestsBackend(init);
  server.use(sessionAs(makeUser(['rb_dean'], { email: 'dean@campus.example', name: 'Kavita Iyer' })), ...backend.handlers);
  return { backend, ...renderRoute(route) };
}

describe('Room requests (/room_booking)', () => {
  it("lists requests with SPEC.md's columns, campus dates and rooms joined by comma", async () => {
    openPage();
    const table = await screen.findByRole('table', { name: CAPTION });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Start Time', 'End Time', 'Rooms', 'Purpose', 'Approval']);
    const thesis = rowWith('Thesis defence');
    for (const text of [
      'Rahul Verma',
      'faculty@campus.example',
      'Wed, Mar 04, 2026, 10:00 AM',
      'Wed, Mar 04, 2026, 11:30 AM',
      'Conference Room 101',
    ]) {
      expect(within(thesis).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    expect(within(rowWith('Club weekly meetup')).getByRole('cell', { name: 'Seminar Room 104, Computer Lab 105' })).toBeInTheDocument();
    // "PENDING" counts as pending: room requests compare case-insensitively.
    expect(within(rowWith('Club weekly meetup')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rowWith('Tutorial session')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowWith('Project demo day')).getByText('Rejected')).toBeInTheDocument();
  });

  it('toggles between all and pending requests', async () => {
    const { user } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(screen.getByRole('button', { name: 'Pending Requests' }));
    expect(screen.getByRole('button', { name: 'Pending Requests' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('cell', { name: 'Thesis defence' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Club weekly meetup' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Tutorial session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Project demo day' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Requests' }));
    expect(screen.getByRole('cell', { name: 'Tutorial session' })).toBeInTheDocument();
  });

  it('approves after a dialog naming the rooms, then reloads the list', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Club weekly meetup')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to approve the booking for Seminar Room 104, Computer Lab 105?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(rowWith('Club weekly meetup')).getByText('Approved')).toBeInTheDocument());
    expect(backend.calls.rooms).toBe(2);
    expect(backend.db.rooms.find((r) => r.id === 11)?.status).toBe('approved');
  });

  it('opens the request a notification links to with Approve and Decline ready, and approves it (issue 32)', async () => {
    const { user, backend } = openPage({}, '/room_booking?request=11');
    const linked = within(await screen.findByRole('region', { name: 'The request from your message' }));
    expect(linked.getByRole('heading', { name: 'Seminar Room 104, Computer Lab 105' })).toBeInTheDocument();
    expect(linked.getByText('Club weekly meetup')).toBeInTheDocument();
    await user.click(linked.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(linked.getByText('Approved')).toBeInTheDocument());
    expect(backend.db.rooms.find((r) => r.id === 11)?.status).toBe('approved');
  });

  it('says so when the linked request is not in the list', async () => {
    openPage({}, '/room_booking?request=999');
    expect(await screen.findByText(/^Request 999 is not in this list/)).toBeInTheDocument();
  });

  it('declines after the "Decline Booking" dialog, with a reason the row then shows', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to decline the booking for Conference Room 101?');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(within(dialog).getByText(/0\/500 characters/)).toBeInTheDocument();
    await pasteInto(user, reason, ' Room under repair ');
    expect(within(dialog).getByText(/17\/500 characters/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(rowWith('Thesis defence')).getByText('Rejected')).toBeInTheDocument());
    expect(within(rowWith('Thesis defence')).getByText('Reason: Room under repair')).toBeInTheDocument();
    expect(backend.db.rooms.find((r) => r.id === 12)).toMatchObject({ status: 'rejected', reason: 'Room under repair' });
  });

  it('keeps the Decline dialog open with the server’s message when it refuses the reason (400)', async () => {
    const { user, backend } = openPage();
    server.use(
      http.post(apiUrl('/room_booking/grant_approval'), () =>
        HttpResponse.json({ message: 'Reason cannot contain control characters' }, { status: 400 }),
      ),
    );
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Booking' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Bad\u0007bell');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(/Reason cannot contain control characters/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Decline Booking' })).toBeInTheDocument();
    expect(backend.db.rooms.find((r) => r.id === 12)?.status).toBe('pending');
  });

  it('tells the user when a decision fails and reloads the list, e.g. another approver was quicker', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    backend.db.rooms[0].status = 'approved'; // decided elsewhere meanwhile: the server answers 409
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    // The server's own words, not SPEC.md's generic line (issue 35).
    expect(await screen.findByText('This request has already been decided.')).toBeInTheDocument();
    // The reloaded list shows the other approver's decision instead of the stale buttons.
    await waitFor(() => expect(within(rowWith('Thesis defence')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowWith('Thesis defence')).queryByRole('button')).not.toBeInTheDocument();
    expect(backend.calls.rooms).toBe(2);
    expect(backend.db.rooms[0].status).toBe('approved');
  });

  it("falls back to SPEC.md's words when the server gives none", async () => {
    const { user } = openPage();
    server.use(http.post(apiUrl('/room_booking/grant_approval'), () => HttpResponse.error()));
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('There was an error updating the booking status')).toBeInTheDocument();
  });

  it('lists waiting requests soonest start first, then decided ones latest first, and labels an expired one (issue 35)', async () => {
    const expired = { ...ROOM_REQUESTS[2], id: 13, purpose: 'Missed seminar', status: 'expired' as const };
    const later = {
      ...ROOM_REQUESTS[1],
      id: 14,
      purpose: 'Staff meeting',
      start_time: '2026-03-09T09:00:00+05:30',
      status: 'pending' as const,
    };
    openPage({ rooms: [later, ...ROOM_REQUESTS, expired] });
    const table = await screen.findByRole('table', { name: CAPTION });
    const purposes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5].textContent);
    expect(purposes).toEqual([
      'Thesis defence',
      'Club weekly meetup',
      'Staff meeting',
      'Tutorial session',
      'Missed seminar',
      'Project demo day',
    ]);
    expect(within(rowWith('Missed seminar')).getByText('Expired — no decision before it began')).toBeInTheDocument();
    expect(within(rowWith('Missed seminar')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's 409 when a request expired before the decision reached it", async () => {
    const { user } = openPage();
    server.use(
      http.post(apiUrl('/room_booking/grant_approval'), () => HttpResponse.json({ message: DECISION_MESSAGES.expired }, { status: 409 })),
    );
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Expired — no decision before it began')).toBeInTheDocument();
  });

  it('names what was approved in a toast whose Undo puts the request back to pending (issue 35)', async () => {
    const { user, backend } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Club weekly meetup')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const toast = await screen.findByText('Approved: Seminar Room 104, Computer Lab 105, Thu, Mar 05, 2026, 04:00 PM – 06:00 PM');
    await waitFor(() => expect(within(rowWith('Club weekly meetup')).getByText('Approved')).toBeInTheDocument());
    await user.click(within(toast.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Undone: Seminar Room 104, Computer Lab 105, Thu, Mar 05, 2026, 04:00 PM – 06:00 PM waits for a decision again',
      ),
    ).toBeInTheDocument();
    expect(await within(rowWith('Club weekly meetup')).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(backend.calls.undo).toBe(1);
    expect(backend.db.rooms.find((r) => r.id === 11)?.status).toBe('pending');
  });

  it("shows the server's 409 when Undo comes too late", async () => {
    const { user } = openPage();
    server.use(
      http.post(apiUrl('/room_booking/undo_decision'), () =>
        HttpResponse.json({ message: DECISION_MESSAGES.undoTooLate }, { status: 409 }),
      ),
    );
    await screen.findByRole('table', { name: CAPTION });
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    const toast = await screen.findByText('Rejected: Conference Room 101, Wed, Mar 04, 2026, 10:00 AM – 11:30 AM');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(toast.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(DECISION_MESSAGES.undoTooLate)).toBeInTheDocument();
  });

  it("marks a request whose room is deactivated, and an approval there shows the server's refusal", async () => {
    const { user } = openPage();
    await screen.findByRole('table', { name: CAPTION });
    expect(within(rowWith('Project demo day')).getByText('Inactive — takes no new bookings')).toBeInTheDocument();
    expect(within(rowWith('Thesis defence')).queryByText('Inactive — takes no new bookings')).not.toBeInTheDocument();
    const refusal = 'Conference Room 502 has been deactivated and takes no new bookings.';
    server.use(http.post(apiUrl('/room_booking/grant_approval'), () => HttpResponse.json({ message: refusal }, { status: 409 })));
    await user.click(within(rowWith('Thesis defence')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('There was an error updating the booking status')).not.toBeInTheDocument();
  });

  it('shows the load error', async () => {
    openPage();
    server.use(http.get(apiUrl('/room_booking/room_requests'), () => HttpResponse.error()));
    expect(await screen.findByText('Error fetching booking requests')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    server.use(sessionAs(makeUser(['rb_dean'])), ...requestsBackend({ rooms: [] }).handlers);
    renderRoute('/room_booking');
    expect(await screen.findByText('No booking requests available.')).toBeInTheDocument();
  });

  it('is not shown to the guest-house role', async () => {
    server.use(sessionAs(makeUser(['igh'])));
    renderRoute('/room_booking');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the older decided requests with a count, and asks for the next page of them (issue 15)', async () => {
    const { backend, user } = openPage({ historyTotal: 250 });
    await screen.findByRole('table', { name: CAPTION });
    expect(backend.calls.history).toEqual(['100']);
    await user.click(screen.getByRole('button', { name: 'Show older requests (150 more)' }));
    await waitFor(() => expect(backend.calls.history).toContain('200'));
    expect(await screen.findByRole('button', { name: 'Show older requests (50 more)' })).toBeInTheDocument();
  });
});
