import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** DESIGN.md §8: axe may report minor and moderate findings; serious and critical fail. */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yFinding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

export interface ScanOptions {
  /** CSS selector of the part to scan, e.g. an open dialog; the whole page by default. */
  include?: string;
  /** Only the colour rules axe runs by default: what differs between the light and dark theme. */
  colorOnly?: boolean;
}

/**
 * Runs axe-core on the page as it is now (no rule disabled) and returns the serious and
 * critical violations, each labelled with `where` so a failure names the screen.
 */
export async function blockingViolations(page: Page, where: string, options: ScanOptions = {}): Promise<A11yFinding[]> {
  return (await violations(page, where, options)).filter((f) => BLOCKING.has(f.impact));
}

/** Every violation axe reports (any impact), labelled with `where`. */
export async function violations(page: Page, where: string, options: ScanOptions = {}): Promise<A11yFinding[]> {
  // Only violations are read; skipping the details of passes keeps a scan short.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  // The default-enabled rules of axe's cat.color (color-contrast-enhanced is AAA and off by default).
  if (options.colorOnly) builder = builder.withRules(['color-contrast', 'link-in-text-block']);
  const started = Date.now();
  const results = await builder.analyze();
  if (process.env.A11Y_TIMING) console.log(`axe ${where}: ${Date.now() - started} ms`);
  return results.violations
    .filter((v) => v.impact)
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
}

/** One line per rule and element, naming every screen it was seen on, for a readable failure. */
export function summarize(findings: A11yFinding[]): string[] {
  const seen = new Map<string, string[]>();
  for (const f of findings) {
    for (const target of f.targets) {
      const key = `${f.rule} (${f.impact}): ${target}`;
      seen.set(key, [...(seen.get(key) ?? []), f.where]);
    }
  }
  return [...seen].map(([key, where]) => `${key}\n    on: ${where.join(', ')}`);
}

type Theme = 'light' | 'dark';
/** Test-only: colours must be final when axe reads them, not halfway through a transition. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';
/** Marks the dialog being scanned, so a dialog opened over another one is scanned alone. */
const SCANNED = 'data-a11y-scan';

/** Waits until the page has no skeleton, spinner or progress bar left. */
export const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'));

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
  const switchTheme = async (theme: Theme) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((t) => document.documentElement.classList.contains(t), theme);
  };
  const scan = async (where: string, include?: string) => {
    await page.addStyleTag({ content: NO_TRANSITIONS });
    record(await violations(page, `${where} (light)`, { include }));
    await switchTheme('dark');
    record(await violations(page, `${where} (dark)`, { include, colorOnly: true }));
    await switchTheme('light');
  };
  const open = async (path: string, heading: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await settled(page);
  };
  /**
   * Opens a dialog with `trigger`, scans that dialog alone, and closes it with its `close`
   * button (Escape when it has none).
   */
  const dialog = async (where: string, trigger: Locator, name: string, close = 'Cancel') => {
    await trigger.click();
    const box = page.getByRole('dialog', { name });
    await box.waitFor();
    await settled(page);
    const misfit = await box.evaluate(dialogMisfit);
    if (misfit) misfits.push(`${where}: ${misfit}`);
    await box.evaluate((el, mark) => el.setAttribute(mark, ''), SCANNED);
    await scan(where, `[${SCANNED}]`);
    await box.evaluate((el, mark) => el.removeAttribute(mark), SCANNED);
    const button = box.getByRole('button', { name: close });
    if (await button.count()) await button.click();
    else await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
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
