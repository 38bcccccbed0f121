import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@test/render';
import { FilterPanel, type FilterField } from './FilterPanel';

type Key = 'name' | 'department';
const FIELDS: FilterField<Key>[] = [
  { key: 'name', label: 'Name', chip: 'Name:' },
  { key: 'department', label: 'Department', chip: 'Department:' },
];
const EMPTY: Record<Key, string> = { name: '', department: '' };

/** The panel alone, its values kept in state as usePagedList keeps them (the pages' wiring: their own tests). */
function Harness() {
  const [values, setValues] = useState(EMPTY);
  return (
    <FilterPanel
      title="Search Users"
      fields={FIELDS}
      values={values}
      onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      onClearAll={() => setValues(EMPTY)}
    />
  );
}

// Moved here from UsersPage.test.tsx and RoomsPage.test.tsx (issue 18, phase 5): the chips, a
// field's clear button, a chip's remove icon and Clear All are this panel's; the pages' filter
// tests keep the request each filter sends and Clear All's reload.
describe('FilterPanel', () => {
  it('shows a trimmed chip per set filter and Clear All only once one is set', async () => {
    const { user } = renderWithProviders(<Harness />);
    const panel = screen.getByRole('region', { name: 'Search Users' });
    expect(within(panel).queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('textbox', { name: 'Department' }));
    await user.paste(' physics ');
    // The chips' code loads with the first one (docs/decisions/0260).
    expect(await within(panel).findByText('Department: physics')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('textbox', { name: 'Name' }));
    await user.paste('   ');
    // A blank filter is no filter: no chip.
    expect(within(panel).queryByText(/^Name:/)).not.toBeInTheDocument();
  });

  it("clears one filter by its field's clear button or its chip's remove icon, and all by Clear All", async () => {
    const { user } = renderWithProviders(<Harness />);
    const panel = screen.getByRole('region', { name: 'Search Users' });
    const name = within(panel).getByRole('textbox', { name: 'Name' });
    const department = within(panel).getByRole('textbox', { name: 'Department' });
    await user.click(name);
    await user.paste('zzz');
    await user.click(within(panel).getByRole('button', { name: 'Clear Name' }));
    expect(name).toHaveValue('');
    expect(within(panel).queryByText('Name: zzz')).not.toBeInTheDocument();

    await user.click(name);
    await user.paste('zzz');
    await user.click(department);
    await user.paste('physics');
    await user.click(within(panel).getByRole('img', { name: 'Remove Name filter' }));
    expect(name).toHaveValue('');
    expect(within(panel).queryByText('Name: zzz')).not.toBeInTheDocument();
    expect(within(panel).getByText('Department: physics')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    expect(department).toHaveValue('');
    expect(within(panel).queryByText(/^Department:/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });
});
