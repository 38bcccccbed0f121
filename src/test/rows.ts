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

/**
 * The open list's option whose text is `text` (or matches it), like getByRole('option', { name }) but
 * without computing every option's accessible name (56 time options in a time select).
 */
export function optionWith(text: string | RegExp): HTMLElement {
  const has = (option: HTMLElement) => (typeof text === 'string' ? option.textContent === text : text.test(option.textContent ?? ''));
  const options = screen.getAllByRole('option').filter(has);
  if (options.length !== 1) throw new Error(`${options.length} options have the text ${String(text)}`);
  return options[0];
}

/** optionWith, waiting for the list to open. */
export const findOptionWith = (text: string | RegExp) => waitFor(() => optionWith(text));

/** The one phone-layout card (a list item) whose text matches, as rowWith does for table rows. */
export function cardWith(text: string | RegExp): HTMLElement {
  const pattern = matcher(text);
  const cards = screen.getAllByRole('listitem').filter((card) => pattern.test(card.textContent ?? ''));
  if (cards.length !== 1) throw new Error(`${cards.length} cards have the text ${pattern}`);
  return cards[0];
}
