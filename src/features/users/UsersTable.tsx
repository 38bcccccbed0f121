import { memo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminUser } from '@contracts/users';
import { ListTable } from '@shared/lists/ListTable';
import { accessText, createdText, orDash } from './userFormat';

const COLUMNS = ['Name', 'Email', 'Department', 'Designation', 'Phone', 'Access', 'Created', 'Action'];
// A date broken over lines is hard to read; a phone number breaks at most once.
const noWrap = { whiteSpace: 'nowrap' } as const;

interface Props {
  users: AdminUser[] | undefined;
  loading: boolean;
  skeletonRows: number;
  filtered: boolean;
  onEdit(user: AdminUser): void;
}

/** Memoised: typing in a filter re-renders the page, not the rows, until the list changes. */
export const UsersTable = memo(function UsersTable({ users, loading, skeletonRows, filtered, onEdit }: Props) {
  return (
    <ListTable
      label="Users"
      columns={COLUMNS}
      loading={loading}
      skeletonRows={skeletonRows}
      isEmpty={users?.length === 0}
      emptyText={filtered ? 'No users found matching your search criteria.' : 'No users found.'}
    >
      {users?.map((user) => (
        <TableRow key={user.id} hover>
          <TableCell>
            {user.name}
            {user.deactivated_at && <Chip size="small" label="Deactivated" sx={{ ml: 1 }} />}
          </TableCell>
          <TableCell>{user.email}</TableCell>
          <TableCell>{orDash(user.department)}</TableCell>
          <TableCell>{orDash(user.designation)}</TableCell>
          <TableCell sx={{ minWidth: 100 }}>{orDash(user.phone)}</TableCell>
          <TableCell>{accessText(user.access)}</TableCell>
          <TableCell sx={noWrap}>{createdText(user.created_at)}</TableCell>
          <TableCell>
            <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
              Edit
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
});
