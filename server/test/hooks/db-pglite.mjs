// setupFiles of the "server" project: its worker processes test on PGlite (server/test/helpers.ts).
globalThis.TEST_DB_KIND = 'pglite';
