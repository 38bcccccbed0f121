import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditIcon from '@mui/icons-material/Edit';
import type { AdminUser } from '@contracts/users';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { accessText, createdText, orDash } from './userFormat';

const COLUMNS = ['Name', 'Email', 'Department', 'Designation', 'Phone', 'Access', 'Created', 'Action'];

interface Props {
  users: AdminUser[] | undefined;
  loading: boolean;
  skeletonRows: number;
  filtered: boolean;
  onEdit(user: AdminUser): void;
}

export function UsersTable({ users, loading, skeletonRows, filtered, onEdit }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && <SkeletonRows rows={skeletonRows} columns={COLUMNS.length} />}
          {!loading && users?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4 }}>
                {filtered ? 'No users found matching your search criteria.' : 'No users found.'}
              </TableCell>
            </TableRow>
          )}
          {!loading &&
            users?.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell>{user.name}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{orDash(user.department)}</TableCell>
                <TableCell>{orDash(user.designation)}</TableCell>
                <TableCell>{orDash(user.phone)}</TableCell>
                <TableCell>{accessText(user.access)}</TableCell>
                <TableCell>{createdText(user.created_at)}</TableCell>
                <TableCell>
                  <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
