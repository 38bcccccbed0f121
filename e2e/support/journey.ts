import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type Session } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * One journey file = one fresh server and one browser. `step` runs a test body with a
 * new browser context and keeps artifacts when it fails.
 */
export function journey() {
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
    }
  });
  return {
    get url() {
      return state.server!.url;
    },
    async run(name: string, body: (s: Session) => Promise<void>) {
      const session = await openSession(state.browser!, state.server!.url);
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
