import { memo, startTransition, useCallback, useDeferredValue, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { ScheduleBooking } from '@contracts/schedule';
import { DayGridRow } from './DayGridRow';
import { NowLine } from './NowLine';
import { PageSubscriptions } from './PageSubscriptions';
import { GRID_MIN_WIDTH, gridHeightIn, HEADER_HEIGHT, ROW_HEIGHT } from './gridLayout';
import type { GridFilters } from './gridParams';
import type { OnOpenBooking, OnPick } from './types';

/** Rows loaded beyond those drawn, so the next page is usually in before it scrolls into view. */
const PREFETCH_ROWS = 20;
/** Rows drawn beyond those in view, once the first are drawn. */
const OVERSCAN_ROWS = 6;

/**
 * The rows drawn beyond those in view: none on the first draw, so the rows in view come in the
 * first commit and paint, and the ones around them in a transition just after (about a third of
 * the first draw's rows on a 900 px window; docs/decisions/0237).
 */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(0);
  useEffect(() => startTransition(() => setOverscan(OVERSCAN_ROWS)), []);
  return overscan;
}

/**
 * The grid box's size. Before it is laid out (or where nothing is, as in jsdom) the window's
 * height stands in, so the first rows are drawn at once rather than after a resize.
 */
const observeRect = (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }));

/**
 * The rows to draw. While the grid scrolls: those near the view as of the last scroll, drawn in
 * the background (a deferred value: React draws them in slices of a few milliseconds between
 * frames, where a screenful of new rows drawn at once held the main thread 60–75 ms on a 2-core
 * machine), and at once the row holding the focus, which a key may just have moved off screen.
 * Otherwise (the first draw, a resize, new data) all of them at once.
 */
function useDrawnItems(current: VirtualItem[], scrolling: boolean, activeRow: number): VirtualItem[] {
  const deferred = useDeferredValue(current);
  if (!scrolling) return current;
  if (deferred === current || deferred.some((item) => item.index === activeRow)) return deferred;
  const active = current.find((item) => item.index === activeRow);
  return active ? [...deferred, active].sort((a, b) => a.index - b.index) : deferred;
}

/** What the grid asks of its body: how many rows are in view (Page Up/Down move by that). */
export interface GridBodyHandle {
  rowsInView(): number;
}

interface Props {
  handle: Ref<GridBodyHandle>;
  /** The grid's scrolling box, once it is in the page. */
  scrollElement: HTMLDivElement | null;
  total: number;
  filters: GridFilters;
  tz: string;
  now: number;
  pastBefore: number;
  /** The row and quarter hour holding the grid's focus: that row is always drawn. */
  activeRow: number;
  activeSlot: number;
  onPick?: OnPick;
  onOpenBooking?: OnOpenBooking;
  onHover: (anchor: HTMLElement | null, booking: ScheduleBooking | null) => void;
}

/**
 * The rooms' rows, drawn only near the visible part of the grid (@tanstack/react-virtual), and
 * the pages of rooms they come from kept loaded. Scrolling redraws this part alone.
 */
export const GridBody = memo(function GridBody({
  handle,
  scrollElement,
  total,
  filters,
  tz,
  now,
  pastBefore,
  activeRow,
  activeSlot,
  ...events
}: Props) {
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return rows.includes(activeRow) || activeRow >= total ? rows : [...rows, activeRow].sort((a, b) => a - b);
    },
    [activeRow, total],
  );
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: useOverscan(),
    scrollMargin: HEADER_HEIGHT,
    // The box's size as its style will make it, so the first render draws the rows in view
    // rather than nothing until the box is in the page.
    initialRect: { width: 0, height: gridHeightIn(window.innerHeight) },
    observeElementRect: observeRect,
    rangeExtractor,
  });
  const items = useDrawnItems(virtualizer.getVirtualItems(), virtualizer.isScrolling, activeRow);
  // The rows in view (read after getVirtualItems, which computes them).
  const range = virtualizer.range;
  useImperativeHandle(
    handle,
    () => ({ rowsInView: () => (virtualizer.range ? virtualizer.range.endIndex - virtualizer.range.startIndex : 1) }),
    [virtualizer],
  );

  return (
    <div role="rowgroup" className="dg-body" style={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth: GRID_MIN_WIDTH }}>
      {items.map((item) => (
        <DayGridRow
          key={item.key}
          index={item.index}
          top={item.start - HEADER_HEIGHT}
          filters={filters}
          date={filters.date}
          tz={tz}
          pastBefore={pastBefore}
          activeSlot={item.index === activeRow ? activeSlot : -1}
          {...events}
        />
      ))}
      <NowLine date={filters.date} tz={tz} now={now} />
      {range && <PageSubscriptions filters={filters} first={range.startIndex} last={Math.min(range.endIndex + PREFETCH_ROWS, total - 1)} />}
      <PageSubscriptions filters={filters} first={activeRow} last={activeRow} />
    </div>
  );
});
