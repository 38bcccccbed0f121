import { loadConfig, type AppConfig } from '../src/config';

/** A Wednesday morning on campus, so "future" and "past" are stable in tests. */
export const TEST_NOW = new Date('2026-03-04T04:00:00.000Z'); // 09:30 in Asia/Kolkata

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    AUTH_MODE: 'demo',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent',
    // Test files sign in many times; the rate limit has its own test in modules/auth.
    LOGIN_RATE_LIMIT: '0',
    // Likewise for the per-user write limit (its test: modules/policies/write-rate-limit.test.ts).
    WRITE_RATE_LIMIT: '0',
  });
  return { ...base, ...overrides };
}

/** What the seeded template database holds: the demo data at TEST_NOW on the default campus. */
export const TEMPLATE_SEED = { now: TEST_NOW, tz: testConfig().campusTz };
