import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
  // Only violations are read; skipping the details of passes keeps a scan short.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  // The default-enabled rules of axe's cat.color (color-contrast-enhanced is AAA and off by default).
  if (options.colorOnly) builder = builder.withRules(['color-contrast', 'link-in-text-block']);
  const started = Date.now();
  const results = await builder.analyze();
  if (process.env.A11Y_TIMING) console.log(`axe ${where}: ${Date.now() - started} ms`);
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
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
