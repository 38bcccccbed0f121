import { useCallback, useEffect, useRef, useState } from 'react';
import Paper from '@mui/material/Paper';
// MUI's Popper and popper.js load on the first card shown, not before the grid's first rows (decision 0237).
import Popper from '@shared/mui-on-demand/Popper';
import type { ScheduleBooking } from '@contracts/schedule';
import { BookedSlotTooltip } from '@shared/bookings/BookedSlotTooltip';

/** As the timeline's tooltip: shown after a short rest on a booking, kept while the pointer is over it. */
const SHOW_MS = 400;
const HIDE_MS = 300;

interface Card {
  anchor: HTMLElement;
  booking: ScheduleBooking;
}

/**
 * One card for the whole grid, moved to the booking pointed at or focused, instead of a tooltip
 * per booking (each booking stays one plain element). Its copy button can be reached: leaving
 * the booking for the card keeps it open.
 */
export function useBookingHoverCard() {
  const [card, setCard] = useState<Card | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const later = useCallback((next: Card | null, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCard(next), ms);
  }, []);
  const onHover = useCallback(
    (anchor: HTMLElement | null, booking: ScheduleBooking | null) =>
      anchor && booking ? later({ anchor, booking }, SHOW_MS) : later(null, HIDE_MS),
    [later],
  );
  const keep = useCallback(() => window.clearTimeout(timer.current), []);
  const close = useCallback(() => later(null, 0), [later]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { card, onHover, keep, close };
}

export function BookingHoverCard({ card, keep, onLeave }: { card: Card | null; keep: () => void; onLeave: () => void }) {
  return (
    <Popper
      open={card !== null && card.anchor.isConnected}
      anchorEl={card?.anchor}
      placement="top"
      onMouseEnter={keep}
      onMouseLeave={onLeave}
      sx={{ zIndex: 'tooltip' }}
    >
      {card && (
        <Paper role="tooltip" elevation={6} sx={{ p: 1, maxWidth: 320 }}>
          <BookedSlotTooltip booking={card.booking} />
        </Paper>
      )}
    </Popper>
  );
}
