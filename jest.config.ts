/**
 * Loaded without type checking (that is `npm run typecheck`): checking it took seconds of
 * every Jest start.
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import type { Config } from 'jest';

// swc compiles TypeScript to CommonJS for Jest; type checking is `npm run typecheck`.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@app/(.*)$': '<rootDir>/src/app/$1',
  '^@shared/(.*)$': '<rootDir>/src/shared/$1',
  '^@features/(.*)$': '<rootDir>/src/features/$1',
  '^@test/(.*)$': '<rootDir>/src/test/$1',
  '^@contracts/(.*)$': '<rootDir>/server/src/contracts/$1',
};

/**
 * Server tests through app.inject against a real database of the given kind, on
 * jest-light-runner: two worker processes per project, each importing test file after test
 * file with Node's own module loader (TypeScript by tsx), so fastify, Kysely, PGlite and the app
 * are loaded once per worker instead of once per file in a fresh module registry — that load
 * was most of a server file's time (docs/decisions/0086-server-tests-share-a-worker.md). The price is Jest's per-file
 * isolation: files share module state (the server keeps none at module level) and run without
 * jest.mock, which they do not use. The runner applies no time limits; hooks/time-limits.ts does.
 */
function serverProject(displayName: string, kind: 'pglite' | 'postgres') {
  return {
    displayName,
    runner: 'jest-light-runner/child-process',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/server/**/*.test.ts'],
    // Jest itself still loads the globalSetup/globalTeardown hooks below with this.
    transform: { '^.+\\.(t|j)sx?$': swc },
    // tsx first; then which database the worker's files test on (read by server/test/helpers.ts).
    setupFiles: ['<rootDir>/server/test/hooks/typescript.mjs', `<rootDir>/server/test/hooks/db-${kind}.mjs`],
    setupFilesAfterEnv: ['<rootDir>/jest.hooks.ts', '<rootDir>/server/test/hooks/time-limits.ts'],
    // One migrated and seeded template database per run; each file starts from a copy.
    // A hook file per project: Jest runs one globalSetup path once per run, whichever projects name it.
    globalSetup: `<rootDir>/server/test/hooks/${kind}-setup.ts`,
    globalTeardown: `<rootDir>/server/test/hooks/${kind}-teardown.ts`,
  };
}

/** JUnit XML per project under reports/ (reports/junit-<project>.xml), beside the console. */
const junit: [string, Record<string, string>] = [
  '<rootDir>/scripts/junit-reporter.mjs',
  {
    outputDirectory: '<rootDir>/reports',
    suiteName: 'Campus Room Booking',
    suiteNameTemplate: '{displayName} {filepath}',
    classNameTemplate: '{classname}',
    titleTemplate: '{title}',
    addFileAttribute: 'true',
  },
];

// No raised testTimeout: a unit test has Jest's 5 s (docs/TESTING.md). The browser journeys
// set their own limit in e2e/support/journey.ts.
const config: Config = {
  reporters: ['default', junit, '<rootDir>/scripts/stall-reporter.mjs'],
  // A worker keeps what each test file loaded (module registries, PGlite's WebAssembly memory,
  // jsdom) and its heap grew to 1.5 GB over a run, so later files spent their time in the
  // garbage collector. A worker over this after a file is replaced by a fresh one: the unit
  // projects took 324–345 s of wall time without it and 245 s with it (docs/TESTING.md).
  workerIdleMemoryLimit: '300MB',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png)$': '<rootDir>/src/test/file-stub.ts' },
      setupFiles: ['<rootDir>/src/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.hooks.ts', '<rootDir>/src/test/setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|cookie|@open-draft|@mswjs|strict-event-emitter|outvariant|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core)/)',
      ],
    },
    serverProject('server', 'pglite'),
    // The same server tests again on PostgreSQL when a server is named (CI sets it).
    ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    {
      // Browser journeys against the built server; run by `npm run test:e2e`.
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The durability journey reuses the server's test kit, which reaches ESM-only packages.
      // (content-disposition: the copy under @fastify/swagger-ui's own @fastify/static.)
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/swagger-ui/node_modules/content-disposition)/)'],
      // One seeded data folder per run; each journey's server starts on a copy.
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};

export default config;
