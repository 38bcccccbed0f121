import type { ScheduleBooking } from '@contracts/schedule';
import { DAY_SLOT_COUNT } from '@contracts/booking-limits';
import { timeText } from '@contracts/campus-format';
import { rangeFrom, slotEnd, slotStart, type TimelineSlot } from '@shared/bookings/daySlots';

export type CellKind = 'free' | 'past' | 'booking' | 'closed';

/**
 * One cell of a grid row: a free quarter hour, or one booking, closure or stretch of past time
 * over all the quarter hours it covers (one element each keeps a row cheap to draw).
 */
export interface GridCell {
  kind: CellKind;
  /** First and last quarter hour (0 = 09:00–09:15 … 55 = 22:45–23:00), inclusive. */
  from: number;
  to: number;
  booking: ScheduleBooking | null;
  reason: string | null;
}

const kindOf = (slot: TimelineSlot<ScheduleBooking>): CellKind =>
  // A booking inside a closure (kept when the room was closed, or placed over it by an
  // administrator) is shown as the booking, so it can still be opened.
  slot.booking ? 'booking' : slot.closure !== null ? 'closed' : slot.past ? 'past' : 'free';

/** A room's day as cells: each booking, closure and stretch of past time one cell, every free quarter hour its own. */
export function rowCells(slots: readonly TimelineSlot<ScheduleBooking>[]): GridCell[] {
  const cells: GridCell[] = [];
  for (const slot of slots) {
    const kind = kindOf(slot);
    const last = cells[cells.length - 1];
    const joins =
      last !== undefined &&
      last.kind === kind &&
      (kind === 'past' || (kind === 'booking' && last.booking === slot.booking) || (kind === 'closed' && last.reason === slot.closure));
    if (joins) last.to = slot.index;
    else cells.push({ kind, from: slot.index, to: slot.index, booking: slot.booking, reason: slot.booking ? null : slot.closure });
  }
  return cells;
}

/** "10:00 AM to 11:00 AM": the time a cell covers, in the one time format (issue 35). */
export const cellTime = (cell: Pick<GridCell, 'from' | 'to'>) => `${timeText(slotStart(cell.from))} to ${timeText(slotEnd(cell.to))}`;

/** What a booking is, in words: "booked (pending approval): Faculty meeting, by Anita Rao". */
export const bookingWords = (booking: ScheduleBooking) =>
  `booked${booking.status === 'pending' ? ' (pending approval)' : ''}: ${booking.purpose}, by ${booking.name}`;

/** What a cell holds, in words: "free", "past", "closed: Diwali" or the booking. */
export function cellState(cell: GridCell): string {
  if (cell.booking) return bookingWords(cell.booking);
  if (cell.kind === 'closed') return `closed: ${cell.reason}`;
  return cell.kind;
}

/** A cell's accessible name: room, time, and "free" or what holds it ("Room 101, 10:00 AM to 10:15 AM, free"). */
export const cellName = (roomName: string, cell: GridCell) => `${roomName}, ${cellTime(cell)}, ${cellState(cell)}`;

/** Which quarter hours cannot be booked (booked, closed or past), for the range rules. */
export function blockedSlots(cells: readonly GridCell[]): boolean[] {
  const blocked = new Array<boolean>(DAY_SLOT_COUNT).fill(true);
  for (const cell of cells) if (cell.kind === 'free') for (let i = cell.from; i <= cell.to; i++) blocked[i] = false;
  return blocked;
}

/** Quarter hours a click (or Enter) on a free cell proposes: an hour from there, ended early by anything booked. */
export const DEFAULT_SLOTS = 4;

/** The range a click on free quarter hour `slot` proposes (docs/decisions/0112). */
export const defaultRange = (slot: number, blocked: readonly boolean[]) =>
  rangeFrom(slot, Math.min(slot + DEFAULT_SLOTS - 1, DAY_SLOT_COUNT - 1), blocked);

/** A room's day as the phone's agenda lists it: free quarter hours merged into periods. */
export function agendaPeriods(cells: readonly GridCell[]): GridCell[] {
  const periods: GridCell[] = [];
  for (const cell of cells) {
    const last = periods[periods.length - 1];
    if (last && cell.kind === 'free' && last.kind === 'free') last.to = cell.to;
    else periods.push({ ...cell });
  }
  return periods;
}
