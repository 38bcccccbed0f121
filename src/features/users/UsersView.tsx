import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@contracts/users';
import { FilterPanel, type FilterField } from '@shared/lists/FilterPanel';
import { ListSkeleton } from '@shared/lists/ListSkeleton';
import { PaginationFooter } from '@shared/lists/PaginationFooter';
import { pagedListState } from '@shared/lists/pagedListState';
import { usePagedList } from '@shared/lists/usePagedList';
import { ImportButton } from '@shared/imports';
import { useGetUsersQuery } from './api';
import { USER_COLUMNS } from './userFormat';

// Their forms (formik, yup) load after the list: the dialog when opened, the policy card below the list.
const UserEditDialog = lazy(() => import('./UserEditDialog').then((m) => ({ default: m.UserEditDialog })));
const BookingPolicyCard = lazy(() => import('./BookingPolicyCard').then((m) => ({ default: m.BookingPolicyCard })));
// The rows (a table, or cards on a phone) load beside the users they show, behind the same skeleton.
const UsersList = lazy(() => import('./UsersList').then((m) => ({ default: m.UsersList })));

type UserFilterKey = 'name' | 'email' | 'department';
const EMPTY_FILTERS: Record<UserFilterKey, string> = { name: '', email: '', department: '' };
const FILTER_FIELDS: FilterField<UserFilterKey>[] = [
  { key: 'name', label: 'Name', chip: 'Name:', placeholder: 'Search by name...' },
  { key: 'email', label: 'Email', chip: 'Email:', placeholder: 'Search by email...' },
  { key: 'department', label: 'Department', chip: 'Department:', placeholder: 'Search by department...' },
];
/** SPEC.md §9: user filters apply 800 ms after typing stops. */
export const USER_FILTER_DEBOUNCE_MS = 800;

export function UsersView() {
  const list = usePagedList(EMPTY_FILTERS, { delayMs: USER_FILTER_DEBOUNCE_MS });
  const query = useGetUsersQuery(list.args);
  const { isError, error, refetch } = query;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  useEffect(() => {
    if (isError) console.error('Failed to load users', error);
  }, [isError, error]);

  const state = pagedListState(query, list.args);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        User Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Manage users, roles, and permissions for the portal.
      </Typography>
      {/* Roles are super_admin's to give (issue 31), and so is this page (the route checks manageUsers). */}
      <Box sx={{ mb: 2 }}>
        <ImportButton kind="users" />
      </Box>
      <FilterPanel title="Search Users" fields={FILTER_FIELDS} values={list.inputs} onChange={list.setFilter} onClearAll={list.clearAll} />
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => refetch()}>Try Again</Button>}>
          Failed to load users. Please try again.
        </Alert>
      )}
      <Paper variant="outlined">
        <Suspense fallback={<ListSkeleton label="Users" columns={USER_COLUMNS} rows={list.limit} />}>
          <UsersList
            users={state.shown?.users}
            loading={state.loading}
            skeletonRows={list.limit}
            filtered={state.filtered}
            onEdit={setEditing}
          />
        </Suspense>
        <PaginationFooter
          page={list.page}
          limit={list.limit}
          total={state.total}
          totalPages={state.totalPages}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
        />
      </Paper>
      <Suspense fallback={null}>
        <BookingPolicyCard />
      </Suspense>
      <Suspense fallback={null}>{editing && <UserEditDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}</Suspense>
    </Box>
  );
}
