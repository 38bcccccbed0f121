import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type Session } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * One journey file = one fresh server and one browser. `step` runs a test body with a
 * new browser context and keeps artifacts when it fails.
 */
export function journey() {
  // Jest reads testTimeout only from the top-level config, not from a project's, so a
  // journey file sets its own: starting the server and a browser takes seconds on 2 cores.
  jest.setTimeout(90_000);
  const state: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    state.server = await startServer();
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
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
