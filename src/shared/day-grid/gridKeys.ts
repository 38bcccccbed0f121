import { DAY_SLOT_COUNT } from '@contracts/booking-limits';

/** Where keyboard focus is in the grid: a room's row (0-based) and a quarter hour in it. */
export interface GridPosition {
  row: number;
  slot: number;
}

const LAST_SLOT = DAY_SLOT_COUNT - 1;
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The position a key moves to (ARIA grid pattern), or null for a key the grid does not
 * handle. `cell` is the focused cell's quarter hours (a booking spans several: Right and Left
 * step over it); Up and Down keep the quarter hour, so a column can be followed down the rooms.
 */
export function nextPosition(
  key: string,
  { ctrlKey }: { ctrlKey: boolean },
  at: GridPosition,
  cell: { from: number; to: number },
  rows: number,
  pageRows: number,
): GridPosition | null {
  const lastRow = Math.max(rows - 1, 0);
  const row = (delta: number) => ({ row: clamp(at.row + delta, lastRow), slot: at.slot });
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, slot: clamp(cell.to + 1, LAST_SLOT) };
    case 'ArrowLeft':
      return { row: at.row, slot: clamp(cell.from - 1, LAST_SLOT) };
    case 'ArrowDown':
      return row(1);
    case 'ArrowUp':
      return row(-1);
    case 'PageDown':
      return row(pageRows);
    case 'PageUp':
      return row(-pageRows);
    case 'Home':
      return { row: ctrlKey ? 0 : at.row, slot: 0 };
    case 'End':
      return { row: ctrlKey ? lastRow : at.row, slot: LAST_SLOT };
    default:
      return null;
  }
}
