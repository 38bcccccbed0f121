import type { addEventHandler } from 'jest-circus';

/**
 * Jest's time limits for the server projects. They run on jest-light-runner, which calls test
 * and hook functions directly and ignores their timeout, so a test that hung would hang the
 * run. hooks/time-limits.ts registers `limitDeclared` with jest-circus: as a test or hook is
 * declared, its function is wrapped with the limit Jest would give it — the timeout passed to
 * it (jest.hooks.ts passes 60 s to every beforeAll/afterAll), else Jest's default 5 s — and
 * fails with Jest's message when it runs over.
 */
export const JEST_DEFAULT_MS = 5_000;

export type CircusFn = (done: (error?: unknown) => void) => unknown;

// Captured before any test can install fake timers, as jest-circus does.
const { setTimeout, clearTimeout } = globalThis;

/** Jest's own words (jest-circus), so a timed-out test reads the same under either runner. */
export const timeoutMessage = (ms: number, isHook: boolean, takesDone: boolean) =>
  `Exceeded timeout of ${ms} ms for a ${isHook ? 'hook' : 'test'}${takesDone ? ' while waiting for `done()` to be called' : ''}.\n` +
  'Add a timeout value to this test to increase the timeout, if this is a long-running test. See https://jestjs.io/docs/api#testname-fn-timeout.';

/** `fn` (promise- or done-style) as a function of no arguments that rejects once `ms` have passed. */
export function withTimeLimit(fn: CircusFn, ms: number, isHook: boolean): () => Promise<unknown> {
  const takesDone = fn.length >= 1;
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = takesDone
      ? new Promise((resolve, reject) => fn((error) => (error ? reject(error) : resolve(undefined))))
      : Promise.resolve().then(() => (fn as () => unknown)());
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(timeoutMessage(ms, isHook, takesDone))), ms);
    });
    return Promise.race([run, limit]).finally(() => clearTimeout(timer));
  };
}

type Handler = Parameters<typeof addEventHandler>[0];

/** The jest-circus event handler: bounds each test and hook as it is declared. */
export const limitDeclared: Handler = (event, state) => {
  const block = state.currentDescribeBlock;
  if (event.name === 'add_test') {
    const test = block.children.at(-1);
    // The last child is this test unless jest-circus refused it (declared inside a running test).
    if (test?.type === 'test' && test.fn === event.fn && typeof event.fn === 'function') {
      test.fn = withTimeLimit(event.fn as CircusFn, event.timeout ?? JEST_DEFAULT_MS, false);
    }
  } else if (event.name === 'add_hook') {
    const hook = block.hooks.at(-1);
    if (hook && hook.fn === event.fn) hook.fn = withTimeLimit(event.fn as CircusFn, event.timeout ?? JEST_DEFAULT_MS, true);
  }
};
