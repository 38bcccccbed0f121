import { screen, waitFor } from '@testing-library/react';

const matcher = (text: string | RegExp) => (typeof text === 'string' ? new RegExp(text) : text);

/**
 * The table rows whose text matches, like getAllByRole('row', { name }) but without
 * computing every row's accessible name: in jsdom that reads the computed style of each
 * cell, icon and button against every style rule, seconds per lookup in the long tables.
 */
export function rowsWith(text: string | RegExp): HTMLElement[] {
  const pattern = matcher(text);
  const rows = screen.getAllByRole('row').filter((row) => pattern.test(row.textContent ?? ''));
  if (rows.length === 0) throw new Error(`No table row has the text ${pattern}`);
  return rows;
}

/** The one table row whose text matches (an error when none or several do). */
export function rowWith(text: string | RegExp): HTMLElement {
  const rows = rowsWith(text);
  if (rows.length > 1) throw new Error(`${rows.length} table rows have the text ${matcher(text)}`);
  return rows[0];
}

/** rowWith, waiting for the row to appear. */
export const findRowWith = (text: string | RegExp) => waitFor(() => rowWith(text));
