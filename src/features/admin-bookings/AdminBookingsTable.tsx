import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminBooking } from '@contracts/admin-bookings';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { AdminBookingRow, type BookingAction } from './AdminBookingRow';

const COLUMNS = ['Room', 'Booked By', 'Date & Time', 'Duration', 'Purpose', 'Status', 'Type', 'Actions'];

interface Props {
  bookings: AdminBooking[] | null;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  tz: string;
  now: number;
  onAction: (action: BookingAction, booking: AdminBooking) => void;
}

/** The bookings of one page; skeleton rows while bookings is null. */
export function AdminBookingsTable({ bookings, skeletonRows, tz, now, onAction }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Bookings">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'Actions' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings
            ? bookings.map((b) => <AdminBookingRow key={b.id} booking={b} tz={tz} now={now} onAction={onAction} />)
            : <SkeletonRows rows={skeletonRows} columns={COLUMNS.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
