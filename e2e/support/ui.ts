import type { Locator, Page } from 'playwright-core';
import { dayOfMonth, monthTitle } from './campus';

/** Waits for a toast (or any text) to be shown; notistack keeps it long enough to see. */
export async function seeToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Picks `option` in the MUI select labelled `label` inside `scope`; its menu opens on the page. */
export async function chooseOption(page: Page, scope: Locator | Page, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens a side-menu entry by its title, as a user would. */
export async function openMenu(page: Page, title: string, url: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(`**${url}`);
}

/** The table row that contains `text`. */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Book a Room up to its timeline: one room, `date` as a one-day range, Check Availability.
 * Answers the room-day card (a section) holding the timeline and its booking form.
 */
export async function openRoomDay(page: Page, room: string, date: string): Promise<{ card: Locator; timeline: Locator }> {
  await page.getByRole('heading', { name: 'Book a Room' }).waitFor();
  await page.getByRole('combobox', { name: 'Rooms' }).click();
  await page.getByRole('option', { name: new RegExp(`^${room}\\b`) }).click();
  await page.keyboard.press('Escape');
  const month = page.getByRole('group', { name: monthTitle(date), exact: true });
  for (let i = 0; i < 12 && !(await month.isVisible()); i++) await page.getByRole('button', { name: 'Next month' }).click();
  const cell = month.getByRole('gridcell', { name: dayOfMonth(date), exact: true });
  await cell.click(); // start of the range
  await cell.click(); // end of the range: the same day
  await page.getByRole('button', { name: 'Check Availability' }).click();
  const timeline = page.getByRole('group', { name: new RegExp(`^Time slots for ${room} on `) });
  await timeline.waitFor();
  return { card: page.locator('section', { has: timeline }), timeline };
}

/** A quarter-hour button of a timeline, e.g. slot(t, '21:00', 'free'). */
export const slot = (timeline: Locator, start: string, state: string) =>
  timeline.getByRole('button', { name: new RegExp(`^${start} to \\d\\d:\\d\\d, ${state}`) });
