import { screen } from '@testing-library/react';
import { choose } from '@test/admin-bookings-page';
import { renderWithProviders } from '@test/render';
import { AdminBookingFiltersBar } from './AdminBookingFiltersBar';
import { adminBookingsArgs, DEFAULT_FILTERS, type AdminBookingFilters } from './filterOptions';

// The bar alone: which patch each control sends. The page hands every patch to usePagedList,
// whose return to page 1 on a change is usePagedList.test.ts's; one change of each kind on the
// page itself is AdminBookingsPage.test.tsx's.
function renderBar(filters: AdminBookingFilters = DEFAULT_FILTERS) {
  const patches: Partial<AdminBookingFilters>[] = [];
  const utils = renderWithProviders(<AdminBookingFiltersBar filters={filters} onChange={(patch) => patches.push(patch)} />);
  return { ...utils, patches };
}

describe('Manage Bookings filters', () => {
  it('sends the chosen status, type and sort, each as its own patch', async () => {
    const { user, patches } = renderBar();
    await choose(user, 'Status', 'Cancelled');
    await choose(user, 'Type', 'Recurring, later in series');
    await choose(user, 'Sort by', 'Oldest First');
    expect(patches).toEqual([{ status: 'cancelled' }, { kind: 'recurring-child' }, { sort: 'date-asc' }]);
  });

  it('sends the search as typed, and an empty one from Clear search', async () => {
    const { user, patches } = renderBar({ ...DEFAULT_FILTERS, search: 'ana' });
    await user.click(screen.getByRole('textbox', { name: 'Search bookings' }));
    await user.paste('nya');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(patches).toEqual([{ search: 'ananya' }, { search: '' }]);
  });

  it('asks the server for every status when "All Status" is chosen (no status parameter)', () => {
    expect(adminBookingsArgs({ page: 2, limit: 10, ...DEFAULT_FILTERS })).toEqual({
      page: 2,
      limit: 10,
      search: '',
      kind: 'all',
      sort: 'date-desc',
    });
    expect(adminBookingsArgs({ page: 1, limit: 10, status: 'cancelled', kind: 'recurring-child', sort: 'date-asc' })).toEqual({
      page: 1,
      limit: 10,
      status: 'cancelled',
      kind: 'recurring-child',
      sort: 'date-asc',
    });
  });
});
