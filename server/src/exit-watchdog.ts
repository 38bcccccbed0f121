import { Worker } from 'node:worker_threads';

// A worker of its own: its timer runs while the main thread is held (a long PGlite query runs
// there, in WebAssembly), and its kill cannot be deferred by the main thread's exit handlers.
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/**
 * SIGTERM's last resort (issue 36): if the process has not exited `ms` from now, it is killed.
 * The grace timer on the main thread exits first in every case where that thread is free; this
 * covers the ones where it is not. The worker does not keep the process alive.
 */
export function armExitWatchdog(ms: number): void {
  new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { pid: process.pid, ms } }).unref();
}
