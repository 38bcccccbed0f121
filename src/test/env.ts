// Runs before each client test file's imports.
export {};
