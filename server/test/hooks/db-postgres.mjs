// setupFiles of the "server-pg" project: its worker processes test on TEST_DATABASE_URL's PostgreSQL (server/test/helpers.ts).
globalThis.TEST_DB_KIND = 'postgres';
