import { useEffect, useMemo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { spanLabel } from '@shared/bookings/campusFormat';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { ListTable } from '@shared/lists/ListTable';
import { useGetPastBookingsQuery } from './api';
import { RECENT_BOOKINGS_COUNT, recentBookings } from './overview';

const COLUMNS = ['Room', 'Purpose', 'Time', 'Status'];

/** The first five past bookings; a failed fetch is only logged (SPEC.md §8) and shows as empty. */
export function RecentBookingsTable() {
  const { data, isLoading, isError, error } = useGetPastBookingsQuery();
  const tz = useCampusTz();
  const rows = useMemo(() => recentBookings(isError ? [] : data), [data, isError]);

  useEffect(() => {
    if (isError) console.error('Failed to fetch recent bookings', error);
  }, [isError, error]);

  return (
    <ListTable
      label="Recent Bookings"
      columns={COLUMNS}
      loading={isLoading}
      skeletonRows={RECENT_BOOKINGS_COUNT}
      isEmpty={rows.length === 0}
      emptyText="No recent bookings found"
    >
      {rows.map((b) => (
        <TableRow key={b.id}>
          <TableCell sx={{ fontWeight: 500 }}>{b.rooms}</TableCell>
          <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={b.purpose}>
            {b.purpose}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{spanLabel(b.start_time, b.end_time, tz)}</TableCell>
          <TableCell>
            <StatusBadge status={b.status} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
