import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** DESIGN.md §8: axe may report minor and moderate findings; serious and critical fail. */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now (all rules, nothing excluded) and returns the
 * serious and critical violations, each labelled with `where` so a failure names the screen.
 */
export async function blockingViolations(page: Page, where: string): Promise<A11yFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
}
