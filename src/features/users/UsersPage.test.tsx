import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { USER_FIELD_MAX } from '@contracts/limits';
import { renderWithProviders } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { pageUsers, userFixtures } from '@test/handlers/users';
import { cardWith, rowWith } from '@test/rows';
import { atWidth } from '@test/viewport';
import { UserEditDialog } from './UserEditDialog';
import UsersPage from './UsersPage';

// The page alone, not the /admin/users route: the session check, the layout and loading the lazy
// page cost seconds per test on a loaded machine and prove nothing about the list. The route's
// role check is routes.test.tsx's.
const renderPage = () => renderWithProviders(<UsersPage />);

/** Every GET /admin/users the page makes, as its query parameters. */
let listCalls: URLSearchParams[];
beforeEach(() => {
  listCalls = [];
  server.use(
    sessionAs(makeUser(['super_admin'], { name: 'Sunita Rao', email: 'super.admin@campus.example' })),
    http.get(apiUrl('/admin/users'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      listCalls.push(params);
      return HttpResponse.json(pageUsers(userFixtures(), params));
    }),
  );
});

async function openPage() {
  const view = renderPage();
  await screen.findByRole('heading', { name: 'User Management' });
  await screen.findByText('user1@campus.example');
  return view;
}
const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageButtons = () =>
  within(nav())
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

describe('User Management', () => {
  it('lists users with their fallbacks, roles in words, campus dates and the footer', async () => {
    await openPage();
    expect(screen.getByText('Manage users, roles, and permissions for the portal.')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Department', 'Designation', 'Phone', 'Access', 'Created', 'Action']);
    expect(within(rowWith('user1@')).getByText('Super administrator, Administrator')).toBeInTheDocument();
    expect(
      within(rowWith('user3@'))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2, 6),
    ).toEqual(['-', '-', '-', '-']);
    expect(within(rowWith('user1@')).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages on, and goes back to page 1 when the page size changes', async () => {
    const { user } = await openPage();
    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(await screen.findByText('Showing 1 to 20 of 25 entries')).toBeInTheDocument();
    expect(listCalls.at(-1)!.get('page')).toBe('1');
    expect(pageButtons()).toEqual(['1', '2']);
  });

  // The 800 ms pause itself and one request per pause: usePagedList.test.ts; the chips, a chip's
  // remove icon and Clear All's own state: FilterPanel.test.tsx. Here filters are pasted.
  it('applies a filter after the pause, back on page 1, with its chip', async () => {
    const { user } = await openPage();
    const panel = screen.getByRole('region', { name: 'Search Users' });
    await user.click(within(nav()).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 25 entries');
    const callsBefore = listCalls.length;
    await user.click(within(panel).getByRole('textbox', { name: 'Department' }));
    await user.paste('physics');
    // The chips' code loads with the first one (docs/decisions/0260).
    expect(await within(panel).findByText('Department: physics')).toBeInTheDocument();
    // Nothing is asked for while typing; the filter lands once the delay has passed.
    expect(listCalls).toHaveLength(callsBefore);
    expect(await screen.findByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10&department=physics');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when no user matches, and Clear All brings the whole list back', async () => {
    const { user } = await openPage();
    const panel = screen.getByRole('region', { name: 'Search Users' });
    await user.click(within(panel).getByRole('textbox', { name: 'Name' }));
    await user.paste('zzz');
    expect(await screen.findByText('No users found matching your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10&name=zzz');

    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
  });

  it('says "No users found." when there are none at all', async () => {
    server.use(
      http.get(apiUrl('/admin/users'), () => HttpResponse.json({ users: [], meta: { total: 0, page: 1, limit: 10 }, totalPages: 0 })),
    );
    renderPage();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows one skeleton row per page row while loading', async () => {
    server.use(
      http.get(apiUrl('/admin/users'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'User Management' });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  // The fields' limits, the access options, the chips and the body of a role change: the "Edit
  // User dialog" tests below (the dialog alone); here what a save does to the list.
  it('edits a user and replaces the row with the saved values', async () => {
    let saved: unknown;
    server.use(
      http.post(apiUrl('/admin/user/:id'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ user: { ...userFixtures()[3], ...(saved as object), access: ['rb_faculty', 'rb_dean'] } });
      }),
    );
    const { user } = await openPage();
    await user.click(within(rowWith('user4@')).getByRole('button', { name: 'Edit User 04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('  Dr. Four ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toMatchObject({ name: 'Dr. Four', email: 'user4@campus.example' });
    const row = rowWith('user4@');
    expect(within(row).getByText('Dr. Four')).toBeInTheDocument();
    expect(within(row).getByText('Faculty, Dean')).toBeInTheDocument();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('marks deactivated users in the list', async () => {
    await openPage();
    expect(within(rowWith('user5@')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(rowWith('user6@')).queryByText('Deactivated')).not.toBeInTheDocument();
  });

  it('deactivates a user after asking, lists their upcoming bookings and marks the row', async () => {
    const { user } = await openPage();
    await user.click(within(rowWith('user6@')).getByRole('button', { name: 'Edit User 06' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByText(/Active: can sign in\. Not linked to a Google account yet\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate User' });
    expect(within(confirm).getByText(/will be signed out on every device/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    const result = await screen.findByRole('dialog', { name: 'User Deactivated' });
    expect(within(result).getByText(/upcoming booking stays on the timetable/)).toBeInTheDocument();
    const bookings = within(result).getByRole('list', { name: 'Upcoming bookings' });
    expect(within(bookings).getByText('Conference Room 101 · Tue, Mar 10, 2026, 10:00 AM – 11:00 AM')).toBeInTheDocument();
    expect(within(bookings).getByText('Confirmed · Department meeting')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByText(/Deactivated on Mar 04, 2026: cannot sign in\./)).toBeInTheDocument();
    // The Edit dialog is hidden from queries by role until the closing one above it has gone.
    expect(await within(dialog).findByRole('button', { name: 'Activate User' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowWith('user6@')).getByText('Deactivated')).toBeInTheDocument();
  });
});

describe('User Management on a phone (390 px)', () => {
  atWidth(390);

  it('shows one card per user with every value labelled, edits from the card and pages on', async () => {
    const { user } = await openPage();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(10);
    const card = cardWith('user1@');
    expect(within(card).getByRole('heading', { name: 'User 01' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Email', 'Department', 'Designation', 'Phone', 'Access', 'Created']);
    expect(within(card).getByText('Super administrator, Administrator')).toBeInTheDocument();
    expect(within(cardWith('user5@')).getByText('Deactivated')).toBeInTheDocument();

    await user.click(within(cardWith('user4@')).getByRole('button', { name: 'Edit User 04' }));
    expect(await screen.findByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 entries')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('Edit User dialog', () => {
  async function openDialog(index: number) {
    const onClose = jest.fn();
    const view = renderWithProviders(<UserEditDialog user={userFixtures()[index]} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    return { ...view, dialog, onClose };
  }

  it("keeps the dialog open with the server's reason when saving fails", async () => {
    server.use(
      http.post(apiUrl('/admin/user/:id'), () =>
        HttpResponse.json({ message: 'Another user already has this e-mail address.' }, { status: 409 }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, onClose } = await openDialog(1);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Another user already has this e-mail address.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('User 02');
  });

  // Moved from "edits a user and replaces the row…" on the page (issue 18, phase 5).
  it('stops typing at the limits, offers the roles in words with what each may do, shows three chips then a count and sends the trimmed values', async () => {
    let saved: unknown;
    server.use(
      http.post(apiUrl('/admin/user/:id'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ user: { ...userFixtures()[3], ...(saved as object) } });
      }),
    );
    const { user, dialog, onClose } = await openDialog(3);
    for (const [field, max] of [
      ['Name', USER_FIELD_MAX.name],
      ['Email', USER_FIELD_MAX.email],
      ['Phone', USER_FIELD_MAX.phone],
    ] as const) {
      expect(within(dialog).getByRole('textbox', { name: field })).toHaveAttribute('maxlength', String(max));
    }
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('  Dr. Four ');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Access' }));
    const options = await screen.findByRole('listbox');
    const offered = within(options).getAllByRole('option');
    const words = ['Super administrator', 'Administrator', 'Dean', 'Faculty', 'Clubs', 'Guest-house operator'];
    offered.forEach((option, i) => expect(within(option).getByText(words[i])).toBeInTheDocument());
    expect(within(offered[2]).getByText('Approves or declines room booking requests')).toBeInTheDocument();
    expect(within(offered[3]).getByText("Books rooms; each booking waits for a dean's approval")).toBeInTheDocument();
    expect(within(options).queryByText(/rb_|super_admin|^igh$/)).not.toBeInTheDocument();
    for (const i of [2, 1, 5]) await user.click(offered[i]);
    await user.keyboard('{Escape}');
    // Four roles: three chips in words, then a count.
    expect(within(dialog).getByText('Faculty')).toBeInTheDocument();
    expect(within(dialog).getByText('+1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual({
      name: 'Dr. Four',
      email: 'user4@campus.example',
      department: null,
      designation: 'Professor',
      phone: null,
      access: ['rb_faculty', 'rb_dean', 'rb_admin', 'igh'],
    });
  });

  it('checks name and e-mail before saving', async () => {
    const { user, dialog } = await openDialog(1);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
  });
});
