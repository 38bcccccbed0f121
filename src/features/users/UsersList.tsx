import { memo, useMemo } from 'react';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import { accessInWords } from '@contracts/role-words';
import type { AdminUser } from '@contracts/users';
import { formatBookingDate } from '@shared/bookings/campusFormat';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useNarrow } from '@shared/layout/useNarrow';
import { ListCards, type ListField } from '@shared/lists/ListCards';
import { ListTable } from '@shared/lists/ListTable';
import { RowActionButtons, type RowAction } from '@shared/lists/RowActions';
import { orDash, USER_COLUMNS } from './userFormat';

/** An address that may break before its "@" (and, if still too long, anywhere). */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
}

// A date broken over lines is hard to read; a phone number breaks at most once. An address
// breaks, so that at 1280 px the table fits beside the menu with its Edit in view.
const fieldsOf = (tz: string): ListField<AdminUser>[] => [
  { header: 'Email', render: (u) => <BreakableEmail email={u.email} />, cellSx: { overflowWrap: 'anywhere', minWidth: 120 } },
  { header: 'Department', render: (u) => orDash(u.department) },
  { header: 'Designation', render: (u) => orDash(u.designation) },
  { header: 'Phone', render: (u) => orDash(u.phone), cellSx: { minWidth: 100 } },
  // Roles in words (issue 35), comma-joined or "-" as SPEC.md says.
  { header: 'Access', render: (u) => accessInWords(u.access) },
  // The one date format (issue 35), the campus's date.
  { header: 'Created', render: (u) => formatBookingDate(u.created_at, tz), cellSx: { whiteSpace: 'nowrap' } },
];

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
  const tz = useCampusTz();
  const fields = useMemo(() => fieldsOf(tz), [tz]);
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
        fields={fields}
        actions={(u) => <RowActionButtons actions={actions(u)} variant="outlined" />}
      />
    );
  }
  return (
    <ListTable
      label="Users"
      columns={USER_COLUMNS}
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
          {fields.map((f) => (
            <TableCell key={f.header} sx={f.cellSx}>
              {f.render(user)}
            </TableCell>
          ))}
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RowActionButtons actions={actions(user)} variant="text" />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
