// A Jest reporter that turns a hung run into a failure that says where it hung. Server test
// files time-limit their own tests and hooks (server/test/time-limit.ts), but a file that never
// reports back (a worker stuck outside any test) held the whole run until CI's limit. When no
// file has finished for JEST_STALL_MINUTES (10 by default: the slowest file takes about one on
// a loaded machine), this prints the files still running, with how long each has run, and ends
// the run with exit code 1.
const STALL_MS = Number(process.env.JEST_STALL_MINUTES ?? 10) * 60_000;
const LOOK_MS = Math.min(30_000, STALL_MS / 4);

const keyOf = (test) => `${test.context.config.displayName?.name ?? 'tests'} ${test.path}`;

export default class StallReporter {
  constructor() {
    this.running = new Map();
    this.lastFinished = Date.now();
    this.timer = undefined;
  }

  onRunStart() {
    this.lastFinished = Date.now();
    this.timer = setInterval(() => this.look(), LOOK_MS);
    this.timer.unref();
  }

  onTestFileStart(test) {
    this.running.set(keyOf(test), Date.now());
  }

  onTestFileResult(test) {
    this.running.delete(keyOf(test));
    this.lastFinished = Date.now();
  }

  onRunComplete() {
    clearInterval(this.timer);
  }

  look() {
    const now = Date.now();
    if (this.running.size === 0 || now - this.lastFinished < STALL_MS) return;
    const lines = [...this.running].map(([key, since]) => `  ${key} (running ${Math.round((now - since) / 1000)} s)`);
    console.error(
      `\nNo test file finished for ${Math.round((now - this.lastFinished) / 1000)} s: the run is stuck in\n${lines.join('\n')}`,
    );
    process.exit(1);
  }
}
