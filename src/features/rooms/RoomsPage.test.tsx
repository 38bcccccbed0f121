import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { preloadPages, renderRoute } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { pageRooms, roomFixtures } from '@test/handlers/rooms';
import { openRoomsPage } from '@test/rooms-page';
import { cardWith, rowWith } from '@test/rows';
import { atWidth } from '@test/viewport';

preloadPages(() => import('./RoomsPage'));

let listCalls: URLSearchParams[];
beforeEach(() => {
  listCalls = [];
  server.use(
    sessionAs(makeUser(['rb_admin'], { name: 'Arjun Mehta', email: 'rb.admin@campus.example' })),
    http.get(apiUrl('/admin/rooms'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      listCalls.push(params);
      return HttpResponse.json(pageRooms(roomFixtures(), params));
    }),
  );
});

/** The /admin/rooms route (session check, layout, lazy page): for the test that it opens the list. */
async function openRoute() {
  const view = renderRoute('/admin/rooms');
  await screen.findByRole('heading', { name: 'Room Management' }, { timeout: 5000 });
  await screen.findByText('Room 001');
  return view;
}

const cells = (name: string) =>
  within(rowWith(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Room Management list', () => {
  it('shows rooms with their fallbacks and the footer', async () => {
    await openRoute();
    expect(screen.getByText('Manage rooms, blocks, and facilities for the portal.')).toBeInTheDocument();
    expect(cells('Room 001').slice(0, 4)).toEqual(['Room 001', 'Academic Block A', 'ProjectorScreenWhiteboard+2 more', '21']);
    expect(cells('Room 002').slice(0, 4)).toEqual(['Room 002', 'Unknown', 'Projector', 'N/A']);
    expect(cells('Room 003')[2]).toBe('No features');
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
  });

  // The 500 ms pause and one request per pause: usePagedList.test.ts; a field's clear button, a
  // chip's remove icon and Clear All's own state: FilterPanel.test.tsx. Here a filter is pasted.
  it('applies the filters on page 1, with their chips', async () => {
    const { user } = await openRoomsPage();
    const panel = screen.getByRole('region', { name: 'Search Rooms' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 23 entries');
    await user.click(within(panel).getByRole('textbox', { name: 'Block name' }));
    await user.paste('library');
    await user.click(within(panel).getByRole('textbox', { name: 'Features' }));
    await user.paste('proj');
    expect(within(panel).getByText('Block: library')).toBeInTheDocument();
    expect(within(panel).getByText('Features: proj')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10&block_name=library&features=proj');
  });

  it('says when no room matches, and Clear All brings the whole list back', async () => {
    const { user } = await openRoomsPage();
    const panel = screen.getByRole('region', { name: 'Search Rooms' });
    await user.click(within(panel).getByRole('textbox', { name: 'Room name' }));
    await user.paste('nothing');
    expect(await screen.findByText('No rooms found matching your search criteria.')).toBeInTheDocument();
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10&room_name=nothing');
    expect(within(panel).getByText('Room: nothing')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(within(panel).queryByText(/^Room: nothing/)).not.toBeInTheDocument();
  });

  it('says "No rooms found." when there are none at all', async () => {
    server.use(
      http.get(apiUrl('/admin/rooms'), () => HttpResponse.json({ rooms: [], meta: { total: 0, page: 1, limit: 10 }, totalPages: 0 })),
    );
    renderRoute('/admin/rooms');
    expect(await screen.findByText('No rooms found.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('only logs a failure to load, keeping the rows it had', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openRoomsPage();
    server.use(http.get(apiUrl('/admin/rooms'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load rooms', expect.anything()));
    expect(screen.getByText('Room 001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens a room's calendar feed: the link in use is named, a new one is shown with Copy", async () => {
    const creates: string[] = [];
    server.use(
      http.get(apiUrl('/admin/rooms/:id/calendar-feed'), () => HttpResponse.json({ url: null, created_at: '2026-03-04T09:30:00+05:30' })),
      http.post(apiUrl('/admin/rooms/:id/calendar-feed'), ({ params }) => {
        creates.push(String(params.id));
        return HttpResponse.json(
          { url: `https://rooms.campus.example/api/calendar/room${params.id}.ics`, created_at: '2026-03-05T10:00:00+05:30' },
          { status: 201 },
        );
      }),
    );
    const { user } = await openRoomsPage();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Calendar feed of Room 003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed of Room 003' });
    expect(await within(dialog).findByText(/^A link created on Mar 04, 2026 is in use\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/with who booked them/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Subscription URL' })).toHaveValue(
      'https://rooms.campus.example/api/calendar/room3.ics',
    );
    expect(creates).toEqual(['3']);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://rooms.campus.example/api/calendar/room3.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the server's message when a room's link cannot be made", async () => {
    server.use(
      http.get(apiUrl('/admin/rooms/:id/calendar-feed'), () => HttpResponse.json({ url: null, created_at: null })),
      http.post(apiUrl('/admin/rooms/:id/calendar-feed'), () => HttpResponse.json({ message: 'Room not found: 1' }, { status: 404 })),
    );
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Calendar feed of Room 001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendar feed of Room 001' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create a new link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Room not found: 1');
  });
});

describe('Room Management on a phone (390 px)', () => {
  atWidth(390);

  it('shows one card per room with its values labelled and every action as a labelled button', async () => {
    const { user } = await openRoomsPage();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = cardWith('Room 001');
    expect(within(card).getByRole('heading', { name: 'Room 001' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Academic Block A', 'ProjectorScreenWhiteboard+2 more', '21']);
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Feed', 'Deactivate']);
    await user.click(within(card).getByRole('button', { name: 'Deactivate Room 001' }));
    expect(await screen.findByRole('dialog', { name: 'Deactivate Room' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});
