import { appendFileSync } from 'node:fs';

/**
 * `TEST_CPU_REPORT=<file>` appends each client test's CPU time (user + system, seconds), file
 * and name to <file>, one tab-separated line per test. Unlike its wall time, a test's CPU time
 * hardly changes with the machine's load, so it says what the test costs on a quiet machine
 * (docs/TESTING.md). Jest's workers are separate processes: each measures its own tests.
 */
export function reportCpuPerTest(file: string | undefined) {
  if (!file) return;
  let started = process.cpuUsage();
  beforeEach(() => {
    started = process.cpuUsage();
  });
  afterEach(() => {
    const used = process.cpuUsage(started);
    const { testPath, currentTestName } = expect.getState();
    appendFileSync(file, `${((used.user + used.system) / 1e6).toFixed(2)}\t${testPath?.split('/src/')[1] ?? ''}\t${currentTestName}\n`);
  });
}
