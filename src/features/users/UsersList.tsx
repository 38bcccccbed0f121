import { memo } from 'react';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminUser } from '@contracts/users';
import { useNarrow } from '@shared/layout/useNarrow';
import { ListCards, type ListField } from '@shared/lists/ListCards';
import { ListTable } from '@shared/lists/ListTable';
import { RowActionButtons, type RowAction } from '@shared/lists/RowActions';
import { accessText, createdText, orDash } from './userFormat';

// A date broken over lines is hard to read; a phone number breaks at most once.
const FIELDS: ListField<AdminUser>[] = [
  { header: 'Email', render: (u) => u.email },
  { header: 'Department', render: (u) => orDash(u.department) },
  { header: 'Designation', render: (u) => orDash(u.designation) },
  { header: 'Phone', render: (u) => orDash(u.phone), cellSx: { minWidth: 100 } },
  { header: 'Access', render: (u) => accessText(u.access) },
  { header: 'Created', render: (u) => createdText(u.created_at), cellSx: { whiteSpace: 'nowrap' } },
];
const COLUMNS = ['Name', ...FIELDS.map((f) => f.header), 'Action'];

interface Props {
  users: AdminUser[] | undefined;
  loading: boolean;
  skeletonRows: number;
  filtered: boolean;
  onEdit(user: AdminUser): void;
}

function UserName({ user }: { user: AdminUser }) {
  return (
    <>
      {user.name}
      {user.deactivated_at && <Chip size="small" label="Deactivated" sx={{ ml: 1 }} />}
    </>
  );
}

/**
 * Manage Users' list: a table on a wide screen, one card per user on a phone. Memoised: typing
 * in a filter re-renders the page, not the rows, until the list changes.
 */
export const UsersList = memo(function UsersList({ users, loading, skeletonRows, filtered, onEdit }: Props) {
  const narrow = useNarrow();
  const emptyText = filtered ? 'No users found matching your search criteria.' : 'No users found.';
  const actions = (user: AdminUser): RowAction[] => [
    { key: 'edit', label: 'Edit', name: `Edit ${user.name}`, icon: <EditIcon />, onClick: () => onEdit(user) },
  ];
  if (narrow) {
    return (
      <ListCards
        label="Users"
        rows={users}
        loading={loading}
        skeletonRows={skeletonRows}
        emptyText={emptyText}
        rowKey={(u) => u.id}
        title={(u) => <UserName user={u} />}
        fields={FIELDS}
        actions={(u) => <RowActionButtons actions={actions(u)} variant="outlined" />}
      />
    );
  }
  return (
    <ListTable
      label="Users"
      columns={COLUMNS}
      loading={loading}
      skeletonRows={skeletonRows}
      isEmpty={users?.length === 0}
      emptyText={emptyText}
    >
      {users?.map((user) => (
        <TableRow key={user.id} hover>
          <TableCell>
            <UserName user={user} />
          </TableCell>
          {FIELDS.map((f) => (
            <TableCell key={f.header} sx={f.cellSx}>
              {f.render(user)}
            </TableCell>
          ))}
          <TableCell>
            <RowActionButtons actions={actions(user)} variant="text" />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
