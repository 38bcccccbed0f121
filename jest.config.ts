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

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png)$': '<rootDir>/src/test/file-stub.ts' },
      setupFiles: ['<rootDir>/src/test/env.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      testTimeout: 30_000,
      testEnvironmentOptions: { customExportConditions: [''] },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|cookie|@open-draft|@mswjs|strict-event-emitter|outvariant|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core)/)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // ESM-only packages are compiled to CommonJS like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
      moduleNameMapper,
      // Starting and seeding an embedded database takes seconds on a busy 2-core machine.
      testTimeout: 60_000,
    },
    {
      // Browser journeys against the built server; run by `npm run test:e2e`.
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      testTimeout: 90_000,
    },
  ],
};

export default config;
