import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(__dirname, '../../test-results');

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Where global-setup.ts's browser server listens, for the journey workers. */
export const BROWSER_ENDPOINT_ENV = 'CRB_E2E_BROWSER';

/** One Chromium for the whole e2e run (global-setup.ts starts it, global-teardown.ts stops it). */
export const launchBrowserServer = (): Promise<BrowserServer> => chromium.launchServer(LAUNCH_OPTIONS);

/**
 * The run's browser: a connection to global-setup.ts's Chromium, or a Chromium of its own when
 * there is none (a journey run outside Jest's globalSetup). Every journey still gets fresh
 * browser contexts (openSession), which share no cookies, storage or cache; a launch per file
 * cost about 1.8 s of CPU (docs/decisions/0087-browser-journeys.md). Closing a connected browser closes this
 * connection's contexts and leaves the shared Chromium running.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Stops tracing; on failure keeps a screenshot and a trace under test-results/. */
  finish(failed: boolean, name: string): Promise<void>;
}

/** A desktop window (1280 px, the narrowest desktop the admin tables are laid out for), or a phone: 390 × 844 CSS pixels with touch, as an iPhone 14 reports. */
export type Device = 'desktop' | 'phone';
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
} as const;

/**
 * Every step records a trace of its actions, console and network, and a failing step keeps it
 * with a full-page screenshot. DOM snapshots and the screenshot film strip cost over a third of
 * the e2e project's CPU (docs/TESTING.md), so they are recorded only with E2E_TRACE=1, for
 * debugging a failing journey in the trace viewer.
 */
const FULL_TRACE = process.env.E2E_TRACE === '1';

/**
 * Journeys run as a user who asked the system for less motion (the app then shows dialogs,
 * menus and toasts at once, src/app/theme.ts): every animation frame is rendering work, about
 * a seventh of the e2e project's CPU. `motion: 'full'` runs one journey with every animation.
 */
export type Motion = 'reduce' | 'full';

export async function openSession(
  browser: Browser,
  baseURL: string,
  device: Device = 'desktop',
  motion: Motion = 'reduce',
): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference',
    ...DEVICES[device],
  });
  await context.tracing.start({ screenshots: FULL_TRACE, snapshots: FULL_TRACE });
  const page = await context.newPage();
  return {
    context,
    page,
    async finish(failed, name) {
      const safe = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      if (failed) {
        fs.mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: path.join(ARTIFACTS, `${safe}.png`), fullPage: true }).catch(() => undefined);
        await context.tracing.stop({ path: path.join(ARTIFACTS, `${safe}.trace.zip`) });
      } else {
        await context.tracing.stop();
      }
      await context.close();
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in on /auth by clicking a demo account and waits for the Overview. The account's
 * button is named "<name> <email> · <roles>", so the e-mail is matched as a whole word.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(email)}(\\s|$)`) }).click();
  await page.waitForURL('**/home');
}

/** Logs out through the user menu and its "Confirm Logout" dialog; waits for /auth. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/auth');
}
