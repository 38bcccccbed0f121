import { spawn } from 'node:child_process';
import path from 'node:path';

// Issue 36: SIGTERM's last resort kills the process even while its main thread is held (as a
// long PGlite query holds it), where no timer of that thread can fire.

const ROOT = path.resolve(__dirname, '../..');
const ARMED_MS = 300;

it('kills a process whose main thread never lets go', async () => {
  const held = `import('./server/src/exit-watchdog.ts').then((m) => {
    (m.armExitWatchdog ?? m.default.armExitWatchdog)(${ARMED_MS});
    process.stdout.write('armed\\n');
    for (;;);
  });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--eval', held], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, s) => resolve(s)));
  try {
    const armedAt = await Promise.race([
      new Promise<number>((resolve) => child.stdout.once('data', () => resolve(performance.now()))),
      exited.then(() => Promise.reject(new Error('the child exited before arming the watchdog'))),
    ]);
    expect(await exited).toBe('SIGKILL');
    expect(performance.now() - armedAt).toBeLessThan(ARMED_MS + 1000);
  } finally {
    child.kill('SIGKILL');
  }
});
