import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminRoom } from '@contracts/admin-rooms';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { blockFixtures, pageRooms, roomFixtures } from '@test/handlers/rooms';
import { openRoomsPage } from '@test/rooms-page';
import { rowWith } from '@test/rows';

/** Issue 15 in Manage Rooms: deactivate (then the upcoming bookings and their cancel), reactivate, blocks. */
let rooms: AdminRoom[];
let calls: { url: string; body: unknown }[];
const UPCOMING = [
  {
    id: 41,
    room_name: 'Room 001',
    start_time: '2026-03-06T10:00:00+05:30',
    end_time: '2026-03-06T11:00:00+05:30',
    status: 'pending',
    purpose: 'Club meeting',
  },
  {
    id: 42,
    room_name: 'Room 001',
    start_time: '2026-03-07T12:00:00+05:30',
    end_time: '2026-03-07T13:00:00+05:30',
    status: 'confirmed',
    purpose: 'Seminar',
  },
];
const setActive = (id: number, active: boolean) => {
  rooms = rooms.map((r) => (r.id === id ? { ...r, deactivated_at: active ? null : '2026-03-04T09:30:00+05:30' } : r));
  return rooms.find((r) => r.id === id)!;
};
const record = async (request: Request) => {
  const text = await request.text();
  calls.push({ url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
};

beforeEach(() => {
  rooms = roomFixtures();
  setActive(3, false);
  calls = [];
  server.use(
    sessionAs(makeUser(['rb_admin'])),
    http.get(apiUrl('/admin/rooms'), ({ request }) => HttpResponse.json(pageRooms(rooms, new URL(request.url).searchParams))),
    http.post<{ id: string }>(apiUrl('/admin/rooms/:id/deactivate'), async ({ params, request }) => {
      await record(request);
      return HttpResponse.json({ room: setActive(Number(params.id), false), upcoming_bookings: UPCOMING, upcoming_total: 2 });
    }),
    http.post<{ id: string }>(apiUrl('/admin/rooms/:id/reactivate'), async ({ params, request }) => {
      await record(request);
      return HttpResponse.json({ room: setActive(Number(params.id), true) });
    }),
    http.post(apiUrl('/admin/rooms/:id/cancel-upcoming'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: '2 bookings cancelled.', cancelled: 2, skipped: 0 });
    }),
  );
});

describe('Manage Rooms: a room’s lifecycle', () => {
  it('marks an inactive room and offers Reactivate on it, Deactivate on the others', async () => {
    await openRoomsPage();
    const inactive = rowWith('Room 003');
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Reactivate Room 003' })).toBeInTheDocument();
    expect(within(inactive).queryByRole('button', { name: 'Deactivate Room 003' })).not.toBeInTheDocument();
    expect(within(rowWith('Room 001')).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(rowWith('Room 001')).getByRole('button', { name: 'Deactivate Room 001' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation, lists the upcoming bookings and cancels them with a reason', async () => {
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Deactivate Room 001' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Room' });
    expect(within(confirm).getByText(/takes no new bookings and is hidden from Book a Room/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    const upcoming = await screen.findByRole('dialog', { name: 'Upcoming bookings of Room 001' });
    expect(await screen.findByText('Room 001 deactivated')).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2);
    expect(within(upcoming).getByText(/Club meeting/)).toBeInTheDocument();

    await user.click(within(upcoming).getByRole('button', { name: 'Cancel 2 upcoming bookings' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel Bookings' });
    await user.click(within(cancel).getByRole('textbox', { name: 'Reason (optional)' }));
    await user.paste('Room retired');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel bookings' }));
    expect(await screen.findByText('2 bookings cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowWith('Room 001')).getByText('Inactive')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/admin/rooms/1/deactivate', body: {} },
      { url: '/api/admin/rooms/1/cancel-upcoming', body: { reason: 'Room retired' } },
    ]);
  });

  it('reactivates after a confirmation', async () => {
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Reactivate Room 003' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reactivate Room' });
    await user.click(within(confirm).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Room 003 is active again')).toBeInTheDocument();
    expect(await within(rowWith('Room 003')).findByRole('button', { name: 'Deactivate Room 003' })).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/admin/rooms/3/reactivate', body: {} }]);
  });

  it('toasts the server’s message when a deactivation is refused', async () => {
    server.use(
      http.post(apiUrl('/admin/rooms/:id/deactivate'), () =>
        HttpResponse.json({ message: 'This room is already deactivated.' }, { status: 409 }),
      ),
    );
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Deactivate Room 001' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deactivate Room' })).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('This room is already deactivated.')).toBeInTheDocument();
  });
});

describe('Manage Rooms: blocks', () => {
  it('adds a block and renames one, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/admin/blocks'), async ({ request }) => {
        const body = (await request.json()) as { block_name: string };
        sent.push(body);
        if (body.block_name.trim().toLowerCase() === 'library block')
          return HttpResponse.json({ message: 'A block named "library block" already exists.' }, { status: 400 });
        return HttpResponse.json({ block: { id: 9, block_name: body.block_name.trim() } });
      }),
      http.put(apiUrl('/admin/blocks/:id'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ block: { ...blockFixtures[0], block_name: 'North Block' } });
      }),
    );
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Blocks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blocks' });
    expect(await within(dialog).findByText('Academic Block A')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: 'New block name' }));
    await user.paste('library block');
    await user.click(within(dialog).getByRole('button', { name: 'Add Block' }));
    expect(await within(dialog).findByText('A block named "library block" already exists.')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'New block name' }));
    await user.paste('Hostel Block');
    await user.click(within(dialog).getByRole('button', { name: 'Add Block' }));
    expect(await screen.findByText('Block added')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rename Academic Block A' }));
    const field = within(dialog).getByRole('textbox', { name: 'New name for Academic Block A' });
    await user.clear(field);
    await user.paste('North Block');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Block renamed')).toBeInTheDocument();
    expect(sent).toEqual([{ block_name: 'library block' }, { block_name: 'Hostel Block' }, { block_name: 'North Block' }]);
  });
});
