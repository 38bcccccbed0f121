import { useEffect, useMemo, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { ScheduleBooking } from '@contracts/schedule';
import { buildSlots, rangeFrom, slotEnd, slotStart } from '@shared/bookings/daySlots';
import { blockedSlots, cellName, defaultRange, rowCells, type GridCell } from './cells';
import { cellElement, cellSpan } from './gridDom';
import type { GridRow } from './scheduleRows';
import type { OnOpenBooking, OnPick } from './types';

/** What a row tells the grid; each is stable (the rows are memoised). */
export interface RowEvents {
  date: string;
  tz: string;
  pastBefore: number;
  onPick?: OnPick;
  onOpenBooking?: OnOpenBooking;
  /** A booking cell was pointed at or focused (its element), or left (null). */
  onHover: (anchor: HTMLElement | null, booking: ScheduleBooking | null) => void;
}

interface Props extends RowEvents {
  index: number;
  row: GridRow;
  style: CSSProperties;
  firstOfBlock: boolean;
  activeSlot: number;
}

/** Focus given on a click draws no ring (as on the timeline). Newer than TypeScript's DOM types. */
const MOUSE_FOCUS = { preventScroll: true, focusVisible: false };

/**
 * A loaded room row: the room's name, then its day as cells. Events are handled here once for
 * the row, not per cell: a press on a free cell starts a drag, which ends (anywhere on the page)
 * by opening the booking form for the quarter hours crossed, stopping before anything booked;
 * a click or Enter proposes an hour from there (docs/decisions/0112).
 */
export function GridRowCells({ index, row, style, firstOfBlock, activeSlot, date, tz, pastBefore, onPick, onOpenBooking, onHover }: Props) {
  const { room } = row;
  const cells = useMemo(() => rowCells(buildSlots(date, tz, row.bookings, pastBefore, row.closures)), [date, tz, row, pastBefore]);
  const blocked = useMemo(() => blockedSlots(cells), [cells]);
  const [drag, setDrag] = useState<{ anchor: number; current: number } | null>(null);
  const cellAt = (target: EventTarget | null): GridCell | undefined => {
    const element = cellElement(target);
    return element ? cells.find((c) => c.from === cellSpan(element).from) : undefined;
  };
  const pick = (range: { start: number; end: number }) => onPick?.({ room, date, start: slotStart(range.start), end: slotEnd(range.end) });

  // A drag may end anywhere on the page.
  useEffect(() => {
    if (!drag) return;
    const up = () => {
      setDrag(null);
      pick(drag.anchor === drag.current ? defaultRange(drag.anchor, blocked) : rangeFrom(drag.anchor, drag.current, blocked));
    };
    document.addEventListener('mouseup', up);
    return () => document.removeEventListener('mouseup', up);
  });
  const selected = drag ? rangeFrom(drag.anchor, drag.current, blocked) : null;

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.target);
    if (event.button !== 0 || !onPick || cell?.kind !== 'free') return;
    event.preventDefault(); // no text selection while dragging, and focus given below without a ring
    cellElement(event.target)?.focus(MOUSE_FOCUS);
    setDrag({ anchor: cell.from, current: cell.from });
  };
  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.target);
    if (drag && cell && cell.from !== drag.current) setDrag({ ...drag, current: cell.from });
    if (cell?.booking) onHover(cellElement(event.target), cell.booking);
  };
  const onMouseOut = (event: MouseEvent<HTMLDivElement>) => {
    if (cellAt(event.target)?.booking && cellElement(event.relatedTarget ?? document.body) !== cellElement(event.target))
      onHover(null, null);
  };
  const open = (cell: GridCell | undefined) => {
    if (cell?.booking && onOpenBooking) onOpenBooking(cell.booking, room);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return setDrag(null);
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const cell = cellAt(event.target);
    if (cell?.kind === 'free' && onPick) pick(defaultRange(cell.from, blocked));
    else if (cell?.booking && onOpenBooking) open(cell);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row={index}
      className={['dg-row', firstOfBlock && 'dg-block', onPick && 'dg-pick', onOpenBooking && 'dg-open'].filter(Boolean).join(' ')}
      style={style}
      onMouseDown={onMouseDown}
      onMouseOver={onMouseOver}
      onMouseOut={onMouseOut}
      onClick={(event) => open(cellAt(event.target))}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const booking = cellAt(event.target)?.booking;
        if (booking) onHover(cellElement(event.target), booking);
      }}
      onBlur={() => onHover(null, null)}
    >
      <div role="rowheader">
        <b>{room.room_name}</b>
        <small>{`${room.block_name}${room.capacity ? ` · ${room.capacity} seats` : ''}`}</small>
      </div>
      {cells.map((cell) => {
        const span = cell.to - cell.from + 1;
        const inSelection = selected !== null && cell.kind === 'free' && cell.from >= selected.start && cell.to <= selected.end;
        return (
          <div
            key={cell.from}
            role="gridcell"
            aria-label={cellName(room.room_name, cell)}
            aria-colindex={cell.from + 2}
            aria-colspan={span > 1 ? span : undefined}
            aria-selected={inSelection || undefined}
            tabIndex={activeSlot >= cell.from && activeSlot <= cell.to ? 0 : -1}
            data-k={cell.kind}
            data-s={cell.booking?.status}
            style={span > 1 ? { gridColumn: `span ${span}` } : undefined}
          >
            {cell.booking ? cell.booking.purpose : cell.kind === 'closed' ? cell.reason : null}
          </div>
        );
      })}
    </div>
  );
}
