/**
 * Reading the grid's elements. A cell's place is its aria-colindex (column 1 holds the room
 * names, so quarter hour 0 is column 2) and its width its aria-colspan: nothing else is
 * written per cell, as every attribute is paid for on each of the thousands of cells drawn.
 */

/** The cell an event happened in, if any. */
export const cellElement = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role=gridcell]') : null;

/** The first and last quarter hour a cell covers. */
export function cellSpan(cell: HTMLElement): { from: number; to: number } {
  const from = Number(cell.getAttribute('aria-colindex')) - 2;
  return { from, to: from + Number(cell.getAttribute('aria-colspan') ?? 1) - 1 };
}

/** The cell of room row `row` that covers quarter hour `slot`, if that row is drawn. */
export function cellAt(grid: HTMLElement, row: number, slot: number): HTMLElement | undefined {
  const cells = grid.querySelectorAll<HTMLElement>(`[data-row="${row}"] > [role=gridcell]`);
  return [...cells].find((cell) => {
    const { from, to } = cellSpan(cell);
    return from <= slot && slot <= to;
  });
}
