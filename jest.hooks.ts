/**
 * setupFilesAfterEnv of the unit projects. A test has Jest's default 5 s; a beforeAll or
 * afterAll gets this limit. Hooks do a file's start-up work — opening its database and app
 * (server tests), loading a lazily loaded page's modules (client tests) — whose time follows
 * the machine's load rather than the code under test (docs/TESTING.md).
 */
const HOOK_LIMIT_MS = 60_000;

for (const hook of ['beforeAll', 'afterAll'] as const) {
  const original = globalThis[hook];
  globalThis[hook] = ((fn: Parameters<typeof original>[0], timeout?: number) => original(fn, timeout ?? HOOK_LIMIT_MS)) as typeof original;
}
