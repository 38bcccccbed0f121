import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminBooking } from '@contracts/admin-bookings';
import { compactCells } from '@shared/lists/compactCells';
import { SkeletonRows } from '@shared/lists/SkeletonRows';
import { AdminBookingRow, type BookingAction } from './AdminBookingRow';
import { PageCheckbox, type RowSelection } from './bulk/RowSelection';

/**
 * Widths that let the table fit a 1280 px desktop beside the sidebar: the booker and the
 * purpose take what is left and truncate (full text in their title); narrower than that,
 * the table scrolls inside its container, never the page.
 */
const COLUMNS: { label: string; width?: string; minWidth?: number }[] = [
  { label: 'Room', minWidth: 110 },
  { label: 'Booked By', width: '22%', minWidth: 140 },
  { label: 'Date & Time' },
  { label: 'Purpose', width: '30%', minWidth: 120 },
  { label: 'Status' },
  { label: 'Type' },
  { label: 'Actions' },
];

/** What the Manage Bookings list shows, as this table on wide screens or as cards on narrow ones. */
export interface AdminBookingListProps {
  bookings: AdminBooking[] | null;
  /** Skeleton rows while the first page loads. */
  skeletonRows: number;
  tz: string;
  now: number;
  onAction: (action: BookingAction, booking: AdminBooking) => void;
  selection: RowSelection;
}

/** The bookings of one page; skeleton rows while bookings is null. */
export function AdminBookingsTable({ bookings, skeletonRows, tz, now, onAction, selection }: AdminBookingListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Bookings" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{bookings?.length ? <PageCheckbox selection={selection} /> : null}</TableCell>
            {COLUMNS.map(({ label, width, minWidth }) => (
              <TableCell
                key={label}
                align={label === 'Actions' ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', width, minWidth }}
              >
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings ? (
            bookings.map((b) => (
              <AdminBookingRow
                key={b.id}
                booking={b}
                tz={tz}
                now={now}
                onAction={onAction}
                selected={selection.isSelected(b.id)}
                onToggle={selection.toggle}
              />
            ))
          ) : (
            <SkeletonRows rows={skeletonRows} columns={COLUMNS.length + 1} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
