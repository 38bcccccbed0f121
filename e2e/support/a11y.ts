import type { Page } from 'playwright-core';
import { runAxe } from './axe-run';

/** DESIGN.md §8: axe may report minor and moderate findings; serious and critical fail. */
export const BLOCKING = new Set(['serious', 'critical']);

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
  // The default-enabled rules of axe's cat.color (color-contrast-enhanced is AAA and off by default).
  const runOnly = options.colorOnly ? { type: 'rule' as const, values: ['color-contrast', 'link-in-text-block'] } : undefined;
  const started = Date.now();
  const results = await runAxe(page, options.include, { resultTypes: ['violations'], ...(runOnly && { runOnly }) });
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

/** Waits until the page has no skeleton, spinner or progress bar left. */
export const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'));
