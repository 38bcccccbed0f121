import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Blackout, BlackoutBody } from '@contracts/blackouts';
import { preloadPages, renderRoute, renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { ClosuresView } from './ClosuresView';

preloadPages(() => import('../RoomsPage'));

const diwali: Blackout = {
  id: 7,
  starts_at: '2026-11-09T00:00:00+05:30',
  ends_at: '2026-11-10T00:00:00+05:30',
  scope: 'campus',
  block_id: null,
  block_name: null,
  rooms: [],
  reason: 'Diwali holiday',
  created_by: 'Arjun Mehta',
  affected_count: 2,
};
const affected = [1, 2].map((id) => ({
  id,
  room_id: 1,
  room_name: 'Conference Room A',
  user_name: 'Anita Rao',
  user_email: 'faculty@campus.example',
  purpose: `Meeting ${id}`,
  start_time: `2026-11-09T1${id}:00:00+05:30`,
  end_time: `2026-11-09T1${id}:30:00+05:30`,
  status: 'confirmed',
}));

let blackouts: Blackout[];
let created: BlackoutBody[];
let calls: string[];
beforeEach(() => {
  blackouts = [diwali];
  created = [];
  calls = [];
  server.use(
    sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })),
    http.get(apiUrl('/admin/blackouts'), () => HttpResponse.json({ blackouts })),
    http.get(apiUrl('/admin/blackouts/:id/bookings'), () => HttpResponse.json({ bookings: affected })),
    http.post(apiUrl('/admin/blackouts/:id/cancel-bookings'), ({ params }) => {
      calls.push(`cancel ${params.id}`);
      return HttpResponse.json({ message: '2 bookings cancelled.', cancelled: 2 });
    }),
    http.delete(apiUrl('/admin/blackouts/:id'), ({ params }) => {
      calls.push(`delete ${params.id}`);
      blackouts = [];
      return HttpResponse.json({ message: 'Closure deleted' });
    }),
    http.post<never, BlackoutBody>(apiUrl('/admin/blackouts'), async ({ request }) => {
      const body = await request.json();
      created.push(body);
      if (body.reason === 'Overlap') {
        return HttpResponse.json({ message: 'This overlaps the closure "Diwali holiday" (…) for the same rooms.' }, { status: 400 });
      }
      const blackout = { ...diwali, id: 8, reason: body.reason, scope: body.scope, affected_count: 2 };
      blackouts = [...blackouts, blackout];
      return HttpResponse.json({ message: 'Closure created', blackout, affected }, { status: 201 });
    }),
  );
});

/** The Closures tab on the Manage Rooms route: for the test that the tab opens from the URL. */
async function openClosuresRoute() {
  const view = renderRoute('/admin/rooms?tab=closures');
  await screen.findByRole('heading', { name: 'Closures' }, { timeout: 5000 });
  return view;
}

/** The view alone (the other tests): the page and its tabs prove nothing for the dialogs. */
async function openClosures() {
  const view = renderWithProviders(<ClosuresView />);
  await screen.findByRole('heading', { name: 'Closures' });
  return view;
}

/** A campus date and time entered as the browser's picker does: one change, not a key per character. */
const setTime = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('Manage Rooms → Closures', () => {
  it('lists each closure with its period, scope and the bookings inside', async () => {
    await openClosuresRoute();
    const card = await screen.findByRole('listitem', { name: 'Diwali holiday' });
    expect(within(card).getByText('Mon, Nov 09, 2026, 12:00 AM – Tue, Nov 10, 2026, 12:00 AM')).toBeInTheDocument();
    expect(within(card).getByText('Whole campus')).toBeInTheDocument();
    expect(within(card).getByText('2 bookings inside')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closures', selected: true })).toBeInTheDocument();
  });

  it('says what a closure still needs, and sends nothing', async () => {
    const { user } = await openClosures();
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add closure' });
    await user.click(within(dialog).getByRole('button', { name: 'Create closure' }));
    expect(await within(dialog).findByText('Please give a reason for the closure.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one room to close.')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('creates a closure of chosen rooms in campus time, then shows the bookings inside it to cancel', async () => {
    const { user } = await openClosures();
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add closure' });
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Exam hall');
    setTime(within(dialog).getByLabelText(/Starts/), '2026-11-16T09:00');
    setTime(within(dialog).getByLabelText(/Ends/), '2026-11-16T13:00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Rooms' }));
    await user.click(await screen.findByRole('option', { name: 'Conference Room A (Main Block)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create closure' }));

    const bookings = await screen.findByRole('dialog', { name: 'Bookings inside the closure' });
    expect(created).toEqual([
      { reason: 'Exam hall', starts_at: '2026-11-16T09:00:00+05:30', ends_at: '2026-11-16T13:00:00+05:30', scope: 'rooms', room_ids: [1] },
    ]);
    expect(within(bookings).getByText(/2 bookings are inside “Exam hall”/)).toBeInTheDocument();
    expect(await within(bookings).findAllByRole('listitem')).toHaveLength(2);
    await user.click(within(bookings).getByRole('button', { name: 'Cancel 2 bookings' }));
    await waitFor(() => expect(calls).toEqual(['cancel 8']));
    expect(await screen.findByText('2 bookings cancelled.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when it refuses', async () => {
    const { user } = await openClosures();
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add closure' });
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Overlap');
    setTime(within(dialog).getByLabelText(/Starts/), '2026-11-09T09:00');
    setTime(within(dialog).getByLabelText(/Ends/), '2026-11-09T10:00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Closes' }));
    await user.click(await screen.findByRole('option', { name: 'Whole campus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create closure' }));
    expect(await within(dialog).findByText(/This overlaps the closure "Diwali holiday"/)).toBeInTheDocument();
    expect(created[0]).toMatchObject({ scope: 'campus' });
    expect(created[0]).not.toHaveProperty('room_ids');
  });

  it('deletes a closure after the confirmation', async () => {
    const { user } = await openClosures();
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali holiday' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete closure' });
    expect(within(confirm).getByText(/Delete the closure “Diwali holiday”\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual(['delete 7']));
    expect(await screen.findByText('No upcoming closures.')).toBeInTheDocument();
  });
});
