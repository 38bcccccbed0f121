import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RepeatIcon from '@mui/icons-material/Repeat';
import type { Booking } from '@contracts/booking';
import { DecisionReason } from '@shared/bookings/DecisionReason';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { WaitingNote } from '@shared/bookings/WaitingNote';
import { HistoryButton } from '@shared/bookings/history/HistoryButton';
import { displayStatus, userCanEdit } from '@shared/bookings/bookingStatus';
import { CheckInButton } from '@shared/check-in/CheckInButton';
import { formatBookingDate, formatBookingTime, formatDuration } from '@shared/bookings/campusFormat';
import { RowActionButtons } from '@shared/lists/RowActions';
import { isLinked, type LinkedTarget } from './linkedBooking';
import { myBookingActions, type MyBookingHandlers } from './myBookingActions';

/** What My Bookings shows, as this table on wide screens or as cards on narrow ones. */
export interface MyBookingsListProps extends MyBookingHandlers {
  bookings: Booking[];
  tz: string;
  /** The booking or series a notification's link points at: highlighted and scrolled to. */
  linked?: LinkedTarget;
}

const COLUMNS = ['Room', 'Date & Time', 'Duration', 'Purpose', 'Status', 'Actions'];

/** My Bookings' table (SPEC.md columns and formats). */
export function MyBookingsTable({ bookings, tz, linked, ...handlers }: MyBookingsListProps) {
  const now = Date.now();
  const firstLinked = linked ? bookings.find((b) => isLinked(b, linked))?.id : undefined;
  return (
    <TableContainer>
      <Table size="small" aria-label="My bookings">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((b) => {
            const recurring = b.recurring_booking_id !== null;
            return (
              <TableRow
                key={b.id}
                hover
                selected={linked ? isLinked(b, linked) : false}
                aria-current={linked && isLinked(b, linked) ? 'true' : undefined}
                ref={b.id === firstLinked ? scrollIntoView : undefined}
              >
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {recurring && <RepeatIcon fontSize="small" color="action" titleAccess="Part of a recurring series" />}
                    {b.rooms}
                  </Box>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{formatBookingDate(b.start_time, tz)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatBookingTime(b.start_time, tz)} – {formatBookingTime(b.end_time, tz)}
                  </Typography>
                </TableCell>
                <TableCell>{formatDuration(b.start_time, b.end_time)}</TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography variant="body2" noWrap title={b.purpose}>
                    {b.purpose}
                  </Typography>
                  {recurring && <Chip label="Recurring" size="small" variant="outlined" sx={{ mt: 0.5 }} />}
                </TableCell>
                <TableCell>
                  <StatusBadge status={displayStatus(b.status, b.end_time, now)} />
                  <DecisionReason reason={b.reason} />
                  <WaitingNote status={displayStatus(b.status, b.end_time, now) === 'pending' ? b.status : 'confirmed'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <HistoryButton bookingId={b.id} label={`${b.rooms}, ${b.purpose}`} />
                  {/* Keeps Delete in the same column on rows that cannot be edited. */}
                  {!userCanEdit(b, now) && <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 34 }} />}
                  <RowActionButtons actions={myBookingActions(b, now, handlers)} variant="icon" />
                  <CheckInButton booking={b} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The linked row comes into view when it is first drawn (a ref callback runs once per element). */
function scrollIntoView(row: HTMLTableRowElement | null) {
  row?.scrollIntoView?.({ block: 'center' });
}
