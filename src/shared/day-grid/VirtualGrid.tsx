import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { BookingHoverCard, useBookingHoverCard } from './BookingHoverCard';
import { DayGridRow } from './DayGridRow';
import { HeaderRow } from './HeaderRow';
import { NowLine } from './NowLine';
import { PageSubscriptions } from './PageSubscriptions';
import { GRID_MIN_WIDTH, gridSx, HEADER_HEIGHT, ROW_HEIGHT } from './gridLayout';
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

/** Rows loaded beyond those drawn, so the next page is usually in before it scrolls into view. */
const PREFETCH_ROWS = 20;

/**
 * The grid box's size. Before it is laid out (or where nothing is, as in jsdom) the window's
 * height stands in, so the first rows are drawn at once rather than after a resize.
 */
const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }));

/** The cell of `row` that covers quarter hour `slot`, if that row is drawn. */
function cellAt(grid: HTMLElement, { row, slot }: GridPosition): HTMLElement | undefined {
  const cells = grid.querySelectorAll<HTMLElement>(`[data-row="${row}"] > [data-from]`);
  return [...cells].find((cell) => Number(cell.dataset.from) <= slot && slot <= Number(cell.dataset.to));
}

/**
 * The ARIA grid itself: a sticky row of hours, then one row per room, drawn only near the
 * visible part (@tanstack/react-virtual). Focus moves with a roving tabindex: one cell is in the
 * tab order; arrows, Home/End (with Ctrl, the grid's corners) and Page Up/Down move it, and the
 * row holding it is always drawn.
 */
export function VirtualGrid({ label, total, filters, tz, now, pastBefore, onPick, onOpenBooking }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, slot: 0 });
  const moved = useRef(false);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return rows.includes(active.row) || active.row >= total ? rows : [...rows, active.row].sort((a, b) => a - b);
    },
    [active.row, total],
  );
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: HEADER_HEIGHT,
    observeElementRect: observeRect,
    rangeExtractor,
  });
  const hover = useBookingHoverCard();
  const items = virtualizer.getVirtualItems();
  // The rows on screen (read after getVirtualItems, which computes them).
  const range = virtualizer.range;

  // After a key moved focus, focus its cell (the browser scrolls it into view).
  useEffect(() => {
    if (moved.current && scrollRef.current) cellAt(scrollRef.current, active)?.focus();
    moved.current = false;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-from]');
    if (!cell) return;
    // Page Up/Down move by the rows in view, less one, so the row left stays in sight.
    const pageRows = Math.max(range ? range.endIndex - range.startIndex : 1, 1);
    const span = { from: Number(cell.dataset.from), to: Number(cell.dataset.to) };
    const next = nextPosition(event.key, event, active, span, total, pageRows);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setActive(next);
  };
  // A click or Tab puts the roving focus where focus went.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = event.target.closest<HTMLElement>('[data-from]');
    const row = cell?.parentElement?.dataset.row;
    if (!cell || row === undefined) return;
    const slot = Number(cell.dataset.from);
    const inCell = active.row === Number(row) && active.slot >= slot && active.slot <= Number(cell.dataset.to);
    if (!inCell) setActive({ row: Number(row), slot });
  };
  // A focused cell redrawn away (its page came in, a booking split it) hands focus to the cell now there.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const left = event.target;
    requestAnimationFrame(() => {
      if (!left.isConnected && document.activeElement === document.body && scrollRef.current) cellAt(scrollRef.current, active)?.focus();
    });
  };

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={total + 1}
      aria-colcount={DAY_SLOT_COUNT + 1}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onScroll={hover.close}
      sx={gridSx}
    >
      <HeaderRow />
      <div
        role="rowgroup"
        className="dg-body"
        style={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth: GRID_MIN_WIDTH }}
      >
        {items.map((item) => (
          <DayGridRow
            key={item.key}
            index={item.index}
            top={item.start - HEADER_HEIGHT}
            filters={filters}
            date={filters.date}
            tz={tz}
            pastBefore={pastBefore}
            activeSlot={item.index === active.row ? active.slot : -1}
            onPick={onPick}
            onOpenBooking={onOpenBooking}
            onHover={hover.onHover}
          />
        ))}
        <NowLine date={filters.date} tz={tz} now={now} />
      </div>
      {range && <PageSubscriptions filters={filters} first={range.startIndex} last={Math.min(range.endIndex + PREFETCH_ROWS, total - 1)} />}
      <PageSubscriptions filters={filters} first={active.row} last={active.row} />
      <BookingHoverCard card={hover.card} keep={hover.keep} onLeave={() => hover.onHover(null, null)} />
    </Box>
  );
}
