import type { Locator, Page } from 'playwright-core';
import { BLOCKING, settled, violations, type A11yFinding } from './a11y';

type Theme = 'light' | 'dark';
/** Test-only: colours must be final when axe reads them, not halfway through a transition. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';
/** Adds the style once per document (a scan after a client-side change finds it there). */
function noTransitions(css: string) {
  if (document.getElementById('a11y-no-transitions')) return;
  const style = document.head.appendChild(document.createElement('style'));
  style.id = 'a11y-no-transitions';
  style.textContent = css;
}
/** What a sweep does in an open dialog before its scan and after it. */
export interface DialogSteps {
  before?(box: Locator): Promise<void>;
  after?(box: Locator): Promise<void>;
}

/** Marks the dialog being scanned, so a dialog opened over another one is scanned alone. */
const SCANNED = 'data-a11y-scan';

/**
 * Why an open dialog does not fit the window, or '' when it does: it must lie inside the
 * window's width, hold its content without scrolling sideways, and leave the page unscrolled
 * sideways. Runs in the browser.
 */
function dialogMisfit(el: Element): string {
  const { left, right } = el.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const page = document.documentElement.scrollWidth;
  if (left < 0 || right > width) return `spans ${Math.round(left)} to ${Math.round(right)} px of a ${width} px window`;
  if (el.scrollWidth > el.clientWidth) return `scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth} px)`;
  if (page > width) return `the page behind scrolls sideways (${page} px in ${width} px)`;
  return '';
}

/**
 * The sweep's actions on one page. The theme is System (the default), so the emulated colour
 * scheme switches it: every state gets the full rule set in light and the colour rules in
 * dark — the other rules read the DOM and the accessibility tree, which the theme does not change.
 */
export function sweeper(page: Page) {
  const findings: A11yFinding[] = [];
  /** Moderate and minor findings: they do not fail the sweep but are reviewed (docs/TESTING.md). */
  const notes: A11yFinding[] = [];
  /** Dialogs that do not fit the window (issue 17: every dialog fits a 390 px phone). */
  const misfits: string[] = [];
  const record = (found: A11yFinding[]) => {
    findings.push(...found.filter((f) => BLOCKING.has(f.impact)));
    notes.push(...found.filter((f) => !BLOCKING.has(f.impact)));
  };
  let theme: Theme = 'light';
  const switchTheme = async (to: Theme) => {
    await page.emulateMedia({ colorScheme: to });
    await page.waitForFunction((t) => document.documentElement.classList.contains(t), to);
    theme = to;
  };
  /**
   * Scans in the theme the page shows first, then in the other one, and stays there: one theme
   * switch per state instead of two (each re-renders the whole page). The full rule set always
   * runs in light, the colour rules in dark, whichever comes first.
   */
  const scan = async (where: string, include?: string) => {
    await page.evaluate(noTransitions, NO_TRANSITIONS);
    for (const t of theme === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const)) {
      await switchTheme(t);
      record(await violations(page, `${where} (${t})`, { include, colorOnly: t === 'dark' }));
    }
  };
  const open = async (path: string, heading: string) => {
    const started = Date.now();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await settled(page);
    if (process.env.A11Y_TIMING) console.log(`open ${path}: ${Date.now() - started} ms`);
  };
  /**
   * Opens a dialog with `trigger`, scans that dialog alone, and closes it with its `close`
   * button (Escape when it has none). `steps.before` brings the open dialog to the state to
   * scan (e.g. waits for its data), `steps.after` acts on it once scanned.
   */
  const dialog = async (where: string, trigger: Locator, name: string, close = 'Cancel', steps: DialogSteps = {}) => {
    const started = Date.now();
    await trigger.click();
    const box = page.getByRole('dialog', { name });
    await box.waitFor();
    await steps.before?.(box);
    await settled(page);
    const misfit = await box.evaluate(dialogMisfit);
    if (misfit) misfits.push(`${where}: ${misfit}`);
    await box.evaluate((el, mark) => el.setAttribute(mark, ''), SCANNED);
    await scan(where, `[${SCANNED}]`);
    await box.evaluate((el, mark) => el.removeAttribute(mark), SCANNED);
    await steps.after?.(box);
    const button = box.getByRole('button', { name: close });
    if (await button.count()) await button.click();
    else await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    if (process.env.A11Y_TIMING) console.log(`dialog ${where}: ${Date.now() - started} ms`);
  };
  /** Opens a top-bar menu, scans it, and closes it with Escape. */
  const menu = async (where: string, trigger: Locator) => {
    await trigger.click();
    await page.getByRole('menu').waitFor();
    await scan(where, '[role="menu"]');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  };
  return { findings, notes, misfits, switchTheme, scan, open, dialog, menu };
}
