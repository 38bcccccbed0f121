import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../server/test/spawn-server';
import { JOURNEY_LIMIT_MS } from './support/journey';

// Issue 16, finding 1: authentication never fails open. The shipped server on DATABASE_URL
// with neither GOOGLE_CLIENT_ID nor AUTH_MODE=demo refuses to start, naming the variables.
// A process test (it starts the built bundle), so it lives with the other process journeys
// rather than under a unit test's 5 s, which a cold start on a loaded machine can exceed.
jest.setTimeout(JOURNEY_LIMIT_MS);

it('refuses to start on DATABASE_URL without GOOGLE_CLIENT_ID or AUTH_MODE=demo: exit code 2 and the variables named', async () => {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.cjs')], {
    cwd: ROOT,
    // Only what the check reads: no AUTH_MODE or GOOGLE_CLIENT_ID from the caller's environment.
    env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/rooms' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect({ code, stderr: stderr.trim() }).toEqual({
    code: 2,
    stderr: expect.stringContaining('Configuration error: DATABASE_URL is set but GOOGLE_CLIENT_ID is not'),
  });
  expect(stderr).toContain('AUTH_MODE=demo');
});
