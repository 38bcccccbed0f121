import type { Locator, Page } from 'playwright-core';
import { clockTime, dayOfMonth, monthTitle, weekday } from './campus';

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

/** A quarter-hour button of a timeline by its start (HH:mm), e.g. slot(t, '21:00', 'free') is "09:00 PM to 09:15 PM, free". */
export const slot = (timeline: Locator, start: string, state: string) =>
  timeline.getByRole('button', { name: new RegExp(`^${clockTime(start)} to \\d\\d:\\d\\d [AP]M, ${state}`) });

/**
 * Books a room-day card's quarter hours from `first` to `last` (their starts, HH:mm) with a
 * purpose and Confirm; the caller checks the answer (toast, slots).
 */
export async function bookSlots(card: Locator, timeline: Locator, first: string, last: string, purpose: string): Promise<void> {
  await slot(timeline, first, 'free').click();
  await slot(timeline, last, 'free').click();
  await card.getByRole('textbox', { name: 'Purpose' }).fill(purpose);
  await card.getByRole('button', { name: 'Confirm' }).click();
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const exactly = (text: string) => new RegExp(`^${text}$`);

/** A weekly series as Create Recurring Booking takes it: dates YYYY-MM-DD, times HH:mm (the selects show "09:00 PM"). */
export interface SeriesFields {
  room: string;
  first: string;
  last: string;
  purpose: string;
  start: string;
  end: string;
}

/**
 * Fills Create Recurring Booking with one weekly row on the first date's weekday and waits
 * until the form counts `count` bookings. Answers the form, for its submit button.
 */
export async function fillRecurringForm(page: Page, series: SeriesFields, count: number): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Create recurring booking' });
  await chooseOption(page, form, 'Room', new RegExp(`^${series.room} ·`));
  await form.getByLabel('Start date').fill(series.first);
  await form.getByLabel('End date').fill(series.last);
  await form.getByRole('textbox', { name: 'Purpose' }).fill(series.purpose);
  const row = form.getByRole('group', { name: 'Pattern row 1' });
  await chooseOption(page, row, 'Day', WEEKDAYS[weekday(series.first)]);
  await chooseOption(page, row, 'Start time', exactly(clockTime(series.start)));
  await chooseOption(page, row, 'End time', exactly(clockTime(series.end)));
  await form.getByText(new RegExp(`^${count} bookings?, `)).waitFor();
  return form;
}

/** The phone layout's card (a list item) that contains `text`. */
export const cardWith = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** Fails when the page scrolls sideways: its content is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) throw new Error(`The page scrolls sideways: ${scroll} px of content in a ${client} px window`);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never got focus after ${limit} presses of Tab`);
}

/** Fails unless the focused element shows a focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ripple = el.classList.contains('Mui-focusVisible');
    return outline || ripple || style.boxShadow !== 'none' ? '' : `${el.tagName} "${el.textContent?.slice(0, 40)}" shows no focus`;
  });
  if (shown) throw new Error(shown);
}

/** The accessible name of the focused element (its aria-label or text). */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** Fails unless `target` lies wholly inside the window's width (no sideways scroll to reach it); answers its box. */
export async function expectInsideWindow(page: Page, target: Locator): Promise<{ x: number; width: number }> {
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || box.x < 0 || box.x + box.width > width) {
    throw new Error(`${String(target)} is not inside the ${width} px window: ${JSON.stringify(box)}`);
  }
  return box;
}
