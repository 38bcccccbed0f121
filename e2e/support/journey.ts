import fs from 'node:fs';
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
      // Each file seeds a fresh PGlite folder (about 40 MB); nothing reads it afterwards.
      if (state.server) fs.rmSync(state.server.dataDir, { recursive: true, force: true });
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
