import { useEffect, useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { useGetPastBookingsQuery } from './api';
import { formatTimeRange, RECENT_BOOKINGS_COUNT, recentBookings } from './overview';

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
    <Table size="small" aria-label="Recent Bookings">
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {isLoading && <SkeletonRows rows={RECENT_BOOKINGS_COUNT} columns={COLUMNS.length} />}
        {!isLoading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              No recent bookings found
            </TableCell>
          </TableRow>
        )}
        {!isLoading &&
          rows.map((b) => (
            <TableRow key={b.id}>
              <TableCell sx={{ fontWeight: 500 }}>{b.rooms}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={b.purpose}>
                {b.purpose}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeRange(b.start_time, b.end_time, tz)}</TableCell>
              <TableCell>
                <StatusBadge status={b.status} />
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
