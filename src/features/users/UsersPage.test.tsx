import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { USER_FIELD_MAX } from '@contracts/limits';
import { renderRoute } from '@test/render';
import { server } from '@test/server';
import { apiUrl } from '@test/api-url';
import { makeUser } from '@test/fixtures';
import { sessionAs } from '@test/handlers/session';
import { pageUsers, userFixtures } from '@test/handlers/users';
import { rowWith } from '@test/rows';

jest.setTimeout(30_000);

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
  const view = renderRoute('/admin/users');
  await screen.findByRole('heading', { name: 'User Management' }, { timeout: 5000 });
  await screen.findByText('user1@campus.example', {}, { timeout: 3000 });
  return view;
}
const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageButtons = () => within(nav()).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('User Management', () => {
  it('lists users with their fallbacks, local dates and the footer', async () => {
    await openPage();
    expect(screen.getByText('Manage users, roles, and permissions for the portal.')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Department', 'Designation', 'Phone', 'Access', 'Created', 'Action']);
    expect(within(rowWith('user1@')).getByText('super_admin, rb_admin')).toBeInTheDocument();
    expect(within(rowWith('user3@')).getAllByRole('cell').map((c) => c.textContent).slice(2, 6)).toEqual(['-', '-', '-', '-']);
    expect(within(rowWith('user1@')).getByText(new Date('2026-01-15T10:00:00+05:30').toLocaleDateString())).toBeInTheDocument();
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

  it('applies the filters after 800 ms, back on page 1, with chips and Clear All', async () => {
    const { user } = await openPage();
    await user.click(within(nav()).getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 25 entries');
    const callsBefore = listCalls.length;
    await user.type(screen.getByRole('textbox', { name: 'Department' }), 'physics');
    expect(screen.getByText('Department: physics')).toBeInTheDocument();
    // Nothing is asked for while typing; the filter lands once the delay has passed.
    expect(listCalls).toHaveLength(callsBefore);
    expect(await screen.findByText('Showing 1 to 5 of 5 entries', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(listCalls.at(-1)!.toString()).toBe('page=1&limit=10&department=physics');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'zzz');
    expect(await screen.findByText('No users found matching your search criteria.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('img', { name: 'Remove Name filter' }));
    expect(screen.queryByText('Name: zzz')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 5 of 5 entries', {}, { timeout: 3000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('textbox', { name: 'Department' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 10 of 25 entries', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says "No users found." when there are none at all', async () => {
    server.use(http.get(apiUrl('/admin/users'), () => HttpResponse.json({ users: [], meta: { total: 0, page: 1, limit: 10 }, totalPages: 0 })));
    renderRoute('/admin/users');
    expect(await screen.findByText('No users found.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows one skeleton row per page row while loading', async () => {
    server.use(http.get(apiUrl('/admin/users'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    renderRoute('/admin/users');
    await screen.findByRole('heading', { name: 'User Management' }, { timeout: 5000 });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  it('edits a user and replaces the row with the saved values', async () => {
    let saved: unknown;
    server.use(http.post(apiUrl('/admin/user/:id'), async ({ request }) => {
      saved = await request.json();
      return HttpResponse.json({ user: { ...userFixtures()[3], ...(saved as object) } });
    }));
    const { user } = await openPage();
    await user.click(within(rowWith('user4@')).getByRole('button', { name: 'Edit User 04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // Typing stops at the server's limits.
    for (const [field, max] of [['Name', USER_FIELD_MAX.name], ['Email', USER_FIELD_MAX.email], ['Phone', USER_FIELD_MAX.phone]] as const) {
      expect(within(dialog).getByRole('textbox', { name: field })).toHaveAttribute('maxlength', String(max));
    }
    await user.clear(name);
    await user.type(name, '  Dr. Four ');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Access' }));
    const options = await screen.findByRole('listbox');
    expect(within(options).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['super_admin', 'rb_admin', 'rb_dean', 'rb_faculty', 'rb_clubs', 'igh'],
    );
    for (const role of ['rb_dean', 'rb_admin', 'igh']) await user.click(within(options).getByRole('option', { name: role }));
    await user.keyboard('{Escape}');
    // Four roles: three chips, then a count.
    expect(within(dialog).getByText('+1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual({
      name: 'Dr. Four', email: 'user4@campus.example', department: null, designation: 'Professor', phone: null,
      access: ['rb_faculty', 'rb_dean', 'rb_admin', 'igh'],
    });
    const row = rowWith('user4@');
    expect(within(row).getByText('Dr. Four')).toBeInTheDocument();
    expect(within(row).getByText('rb_faculty, rb_dean, rb_admin, igh')).toBeInTheDocument();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server\'s reason when saving fails', async () => {
    server.use(http.post(apiUrl('/admin/user/:id'), () => HttpResponse.json({ message: 'Another user already has this e-mail address.' }, { status: 409 })));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await user.click(within(rowWith('user2@')).getByRole('button', { name: 'Edit User 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Another user already has this e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('User 02');
  });

  it('checks name and e-mail before saving', async () => {
    const { user } = await openPage();
    await user.click(within(rowWith('user2@')).getByRole('button', { name: 'Edit User 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
  });
});
