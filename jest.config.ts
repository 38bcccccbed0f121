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

/** Server tests through app.inject against a real database of the given kind. */
function serverProject(displayName: string, kind: 'pglite' | 'postgres') {
  return {
    displayName,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/server/**/*.test.ts'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    // ESM-only packages are compiled to CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
    moduleNameMapper,
    // Read by server/test/helpers.ts testPostgresUrl().
    globals: { TEST_DB_KIND: kind },
  };
}

const config: Config = {
  // Global (Jest ignores it per project): starting and seeding an embedded database, and
  // browser journeys, take seconds on a busy 2-core machine.
  testTimeout: 90_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png)$': '<rootDir>/src/test/file-stub.ts' },
      setupFiles: ['<rootDir>/src/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|cookie|@open-draft|@mswjs|strict-event-emitter|outvariant|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core)/)'],
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
    },
  ],
};

export default config;
