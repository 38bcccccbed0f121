import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

type AxeWindow = { axe?: typeof axe };

/**
 * Runs axe-core's `axe.run` in the page, on the element `include` selects (the whole document
 * by default), with the same axe-core build AxeBuilder would inject.
 *
 * Why not `new AxeBuilder({ page }).analyze()`: its default mode runs `axe.runPartial`, then
 * opens a new page for every scan to run `axe.finishRun` over every node's partial result. That
 * cost 2.9–3.3 s per scan of Room Booking on the desktop and 5.8–6.0 s on the phone, against
 * 0.45–0.56 s and 0.59–0.75 s for `axe.run` in the page itself (2026-11-24, issue 18 phase 5).
 * The rules and their results are the same; the partial mode exists for cross-origin frames.
 *
 * axe is injected once per document (a scan on the same page reuses it). A page with frames
 * goes through AxeBuilder's legacy mode, which injects axe into every frame and runs `axe.run`
 * at the top, so a frame's content is still checked.
 */
export async function runAxe(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options).setLegacyMode(true);
    if (include) builder = builder.include(include);
    return builder.analyze();
  }
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  return page.evaluate(([selector, opts]) => (window as AxeWindow).axe!.run(selector ?? document, opts), [
    include ?? null,
    options,
  ] as const);
}
