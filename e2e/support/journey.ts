import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type Device, type Motion, type Session } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * A browser journey walks several screens in real Chromium against a freshly started server,
 * so it gets a longer limit than a unit test's 5 s (the only raised limit in the suite,
 * docs/TESTING.md); the accessibility sweep sets its own, longer one.
 */
export const JOURNEY_LIMIT_MS = 90_000;

/**
 * One journey file = one fresh server and one browser. `run` runs a test body with a
 * new browser context and keeps artifacts when it fails; its pages ask for reduced motion
 * unless the journey is made with `{ motion: 'full' }` (browser.ts).
 */
export function journey({ motion = 'reduce' }: { motion?: Motion } = {}) {
  jest.setTimeout(JOURNEY_LIMIT_MS);
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    state.server = await startServer();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    // Stop the server even when the browser fails to close, or Jest waits on it forever.
    try {
      await state.browser?.close();
    } finally {
      await state.server?.stop();
      await state.server?.remove();
    }
  });
  return {
    get url() {
      return state.server!.url;
    },
    async run(name: string, body: (s: Session) => Promise<void>, device: Device = 'desktop') {
      const session = await openSession(state.browser!, state.server!.url, device, motion);
      let failed = true;
      try {
        await body(session);
        failed = false;
      } finally {
        await session.finish(failed, name);
      }
    },
  };
}
