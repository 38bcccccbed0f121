import Chip from '@mui/material/Chip';
import { DecisionReason } from '@shared/bookings/DecisionReason';
import { StatusBadge } from '@shared/bookings/StatusBadge';
import { displayStatus } from '@shared/bookings/bookingStatus';
import { formatBookingDate, formatBookingTime, formatDuration } from '@shared/bookings/campusFormat';
import { CheckInButton } from '@shared/check-in/CheckInButton';
import { WaitingNote } from '@shared/bookings/WaitingNote';
import { HistoryButton } from '@shared/bookings/history/HistoryButton';
import { ListCards } from '@shared/lists/ListCards';
import { RowActionButtons } from '@shared/lists/RowActions';
import type { Booking } from '@contracts/booking';
import { isLinked } from './linkedBooking';
import { myBookingActions } from './myBookingActions';
import type { MyBookingsListProps } from './MyBookingsTable';

/** My Bookings on a phone: one card per booking, its actions as labelled buttons inside the screen. */
export function MyBookingCards({ bookings, tz, linked, ...handlers }: MyBookingsListProps) {
  const now = Date.now();
  const fields = [
    {
      header: 'Date & Time',
      render: (b: Booking) =>
        `${formatBookingDate(b.start_time, tz)} · ${formatBookingTime(b.start_time, tz)} – ${formatBookingTime(b.end_time, tz)}`,
    },
    { header: 'Duration', render: (b: Booking) => formatDuration(b.start_time, b.end_time) },
    { header: 'Purpose', render: (b: Booking) => b.purpose },
  ];
  return (
    <ListCards
      label="My bookings"
      rows={bookings}
      rowKey={(b) => b.id}
      title={(b) => b.rooms}
      aside={(b) => <StatusBadge status={displayStatus(b.status, b.end_time, now)} />}
      fields={fields}
      details={(b) => (
        <>
          {b.recurring_booking_id !== null && <Chip label="Recurring" size="small" variant="outlined" sx={{ mt: 1 }} />}
          <DecisionReason reason={b.reason} />
          <WaitingNote status={displayStatus(b.status, b.end_time, now) === 'pending' ? b.status : 'confirmed'} />
        </>
      )}
      actions={(b) => {
        const actions = myBookingActions(b, now, handlers);
        return (
          <>
            {actions.length > 0 && <RowActionButtons actions={actions} variant="outlined" />}
            <CheckInButton booking={b} />
            <HistoryButton bookingId={b.id} label={`${b.rooms}, ${b.purpose}`} variant="outlined" />
          </>
        );
      }}
      current={linked && ((b) => isLinked(b, linked))}
    />
  );
}
