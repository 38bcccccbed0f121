import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import type { Room } from '@contracts/booking';
import { ROOM_NAME_MAX } from '@contracts/limits';
import { pageRooms, roomFixtures } from '@test/handlers/rooms';
import { openRoomsPage } from '@test/rooms-page';
import { rowWith } from '@test/rows';
import { RoomDialog } from './RoomDialog';

let listCalls: URLSearchParams[];
beforeEach(() => {
  listCalls = [];
  server.use(
    sessionAs(makeUser(['super_admin'])),
    http.get(apiUrl('/admin/rooms'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      listCalls.push(params);
      return HttpResponse.json(pageRooms(roomFixtures(), params));
    }),
  );
});

/** The dialog alone (most tests): the list page behind it only matters for what a save changes. */
async function openDialog(room?: Room) {
  const onClose = jest.fn();
  const view = renderWithProviders(<RoomDialog room={room} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: room ? 'Edit Room' : 'Add New Room' });
  return { ...view, dialog, onClose };
}
const chips = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('list', { name: `Selected ${label}` }))
    .queryAllByRole('listitem')
    .map((c) => c.firstChild?.textContent);

describe('Room dialog', () => {
  it("stops the room name at the server's limit", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Fill in the details to create a new room.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Room Name' })).toHaveAttribute('maxlength', String(ROOM_NAME_MAX));
  });

  it("shows only SPEC.md's alert when the failure has no reason (e.g. no connection)", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(apiUrl('/admin/rooms'), () => HttpResponse.error()));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('textbox', { name: 'Room Name' }));
    await user.paste('Studio 9');
    await user.click(within(dialog).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'Library Block' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to save room\. Please try again\.$/);
    log.mockRestore();
  });

  it('shows the validation messages and sends nothing until they are met', async () => {
    let posted = false;
    server.use(
      http.post(apiUrl('/admin/rooms'), () => {
        posted = true;
        return HttpResponse.json({});
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Room Name' }), '   ');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Capacity' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(within(dialog).getByText('Room name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a block')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacity must be a positive number')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  // Trimming, blanks and repeats in any letter case: roomForm.test.ts (addLabel); a blank image
  // and a trimmed name left out or trimmed in the body: roomForm.test.ts (toRoomBody).
  /** Enters text in one paste (a keystroke per character is not what is tested), then Enter if asked. */
  const enter = async (user: UserEvent, field: HTMLElement, text: string, pressEnter = true) => {
    await user.click(field);
    await user.paste(text);
    if (pressEnter) await user.keyboard('{Enter}');
  };

  it('adds feature chips by quick-add and by name, ignoring a repeat, and removes one', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Projector' }));
    expect(within(dialog).getByRole('button', { name: 'Projector' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Guest WiFi' }));
    const customFeature = within(dialog).getByRole('textbox', { name: 'Custom feature' });
    await enter(user, customFeature, ' projector ');
    await enter(user, customFeature, 'Lab bench', false);
    await user.click(within(dialog).getByRole('button', { name: 'Add custom feature' }));
    expect(chips(dialog, 'Features')).toEqual(['Projector', 'Guest WiFi', 'Lab bench']);
    await user.click(within(dialog).getByRole('img', { name: 'Remove Guest WiFi' }));
    expect(chips(dialog, 'Features')).toEqual(['Projector', 'Lab bench']);
  });

  it('creates a room with quick-add and custom access types, sending the trimmed values', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/admin/rooms'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ room: { ...roomFixtures()[0], id: 100 } });
      }),
    );
    const { user, dialog, onClose } = await openDialog();
    await enter(user, within(dialog).getByRole('textbox', { name: 'Room Name' }), '  Studio 9 ', false);
    await user.click(within(dialog).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'Library Block' }));
    await enter(user, within(dialog).getByRole('spinbutton', { name: 'Capacity' }), '40', false);
    await user.click(within(dialog).getByRole('button', { name: 'Projector' }));
    await user.click(within(dialog).getByRole('button', { name: 'Student' }));
    await enter(user, within(dialog).getByRole('textbox', { name: 'Custom access type' }), 'Visitors');
    expect(chips(dialog, 'Access Types')).toEqual(['Student', 'Visitors']);
    const checkIn = within(dialog).getByRole('checkbox', { name: 'Require check-in' });
    expect(checkIn).not.toBeChecked();
    await user.click(checkIn);
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText('Room created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(body).toEqual({
      room_name: 'Studio 9',
      block_id: 2,
      capacity: 40,
      features: ['Projector'],
      access: ['Student', 'Visitors'],
      check_in_required: true,
    });
  });

  it("keeps the dialog open with an alert and the server's reason when saving fails", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const taken = 'A room named "Room 001" already exists in this block.';
    server.use(http.put(apiUrl('/admin/rooms/:id'), () => HttpResponse.json({ message: taken }, { status: 409 })));
    const { user, dialog, onClose } = await openDialog(roomFixtures()[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save room. Please try again.');
    expect(within(alert).getByText(taken)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to save room', expect.anything());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Room dialog on the Room Management list', () => {
  it('creates a room and reloads the list from page 1', async () => {
    server.use(http.post(apiUrl('/admin/rooms'), () => HttpResponse.json({ room: { ...roomFixtures()[0], id: 100 } })));
    const { user } = await openRoomsPage();
    const callsBefore = listCalls.length;
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Room' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Room Name' }));
    await user.paste('Studio 9');
    await user.click(within(dialog).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'Library Block' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls.length).toBe(callsBefore + 1));
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10');
    expect(await screen.findByText('Room created successfully')).toBeInTheDocument();
  });

  it('edits a room and replaces its row in place', async () => {
    let body: unknown;
    server.use(
      http.put(apiUrl('/admin/rooms/:id'), async ({ request, params }) => {
        body = await request.json();
        return HttpResponse.json({ room: { ...roomFixtures()[3], id: Number(params.id), room_name: 'Room 004 renamed', capacity: null } });
      }),
    );
    const { user } = await openRoomsPage();
    await user.click(screen.getByRole('button', { name: 'Edit Room 004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByText('Make changes to the room details below.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Room Name' });
    expect(name).toHaveValue('Room 004');
    await user.clear(name);
    await user.paste('Room 004 renamed');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Capacity' }));
    const calls = listCalls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      room_name: 'Room 004 renamed',
      block_id: 2,
      features: roomFixtures()[3].features,
      access: ['Faculty'],
      check_in_required: false,
    });
    const row = rowWith(/Room 004 renamed/);
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(listCalls).toHaveLength(calls);
  });
});
