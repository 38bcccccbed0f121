import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';
import { BookingHoverCard, useBookingHoverCard } from './BookingHoverCard';
import { GridBody, type GridBodyHandle } from './GridBody';
import { HeaderRow } from './HeaderRow';
import { gridSx } from './gridLayout';
import { cellAt, cellElement, cellSpan } from './gridDom';
import { nextPosition, type GridPosition } from './gridKeys';
import type { GridFilters } from './gridParams';
import type { OnOpenBooking, OnPick } from './types';

interface Props {
  label: string;
  total: number;
  filters: GridFilters;
  tz: string;
  now: number;
  pastBefore: number;
  onPick?: OnPick;
  onOpenBooking?: OnOpenBooking;
}

/**
 * The ARIA grid: a sticky row of hours, then one row per room (GridBody draws those near the
 * view). Focus moves with a roving tabindex: one cell is in the tab order; arrows, Home/End
 * (with Ctrl, the grid's corners) and Page Up/Down move it.
 */
export function VirtualGrid({ label, total, filters, tz, now, pastBefore, onPick, onOpenBooking }: Props) {
  // State, not only a ref: the rows are drawn once the box is in the page (its size decides which).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setScrollBox = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const body = useRef<GridBodyHandle>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, slot: 0 });
  const moved = useRef(false);
  const hover = useBookingHoverCard();

  // After a key moved focus, focus its cell (the browser scrolls it into view).
  useEffect(() => {
    if (moved.current && scrollRef.current) cellAt(scrollRef.current, active.row, active.slot)?.focus();
    moved.current = false;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellElement(event.target);
    if (!cell) return;
    // Page Up/Down move by the rows in view, less one, so the row left stays in sight.
    const pageRows = Math.max(body.current?.rowsInView() ?? 1, 1);
    const next = nextPosition(event.key, event, active, cellSpan(cell), total, pageRows);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
  };
  // A click or Tab puts the roving focus where focus went.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellElement(event.target);
    const row = cell?.parentElement?.dataset.row;
    if (!cell || row === undefined) return;
    const { from, to } = cellSpan(cell);
    if (active.row !== Number(row) || active.slot < from || active.slot > to) setActive({ row: Number(row), slot: from });
  };
  // A focused cell redrawn away (its page came in, a booking split it) hands focus to the cell now there.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const left = event.target;
    requestAnimationFrame(() => {
      if (!left.isConnected && document.activeElement === document.body && scrollRef.current) {
        cellAt(scrollRef.current, active.row, active.slot)?.focus();
      }
    });
  };

  return (
    <Box
      ref={setScrollBox}
      role="grid"
      aria-label={label}
      aria-rowcount={total + 1}
      aria-colcount={DAY_SLOT_COUNT + 1}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onScroll={hover.card ? hover.close : undefined}
      sx={gridSx}
    >
      <HeaderRow />
      <GridBody
        handle={body}
        scrollElement={scrollElement}
        total={total}
        filters={filters}
        tz={tz}
        now={now}
        pastBefore={pastBefore}
        activeRow={active.row}
        activeSlot={active.slot}
        onPick={onPick}
        onOpenBooking={onOpenBooking}
        onHover={hover.onHover}
      />
      <BookingHoverCard card={hover.card} keep={hover.keep} onLeave={() => hover.onHover(null, null)} />
    </Box>
  );
}
