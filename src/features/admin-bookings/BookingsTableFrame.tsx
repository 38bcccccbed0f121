import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { compactCells } from '@shared/lists/compactCells';

/**
 * Widths that let the table fit a 1280 px desktop beside the sidebar: the booker and the
 * purpose take what is left and truncate (full text in their title); narrower than that,
 * the table scrolls inside its container, never the page.
 */
export const COLUMNS: { label: string; width?: string; minWidth?: number }[] = [
  { label: 'Room', minWidth: 110 },
  { label: 'Booked By', width: '22%', minWidth: 140 },
  { label: 'Date & Time' },
  { label: 'Purpose', width: '30%', minWidth: 120 },
  { label: 'Status' },
  { label: 'Type' },
  { label: 'Actions' },
];

/**
 * The bookings table around its rows: the header, with the page's check box when given. Both the
 * table and the skeleton drawn while the rows' code loads (AdminBookingsView) draw this one.
 */
export function BookingsTableFrame({ pageCheckbox, children }: { pageCheckbox?: ReactNode; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Bookings" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{pageCheckbox}</TableCell>
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
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
