/*
 * setupFiles of the server projects. They run on jest-light-runner: each worker is a plain Node
 * process that imports the test files with Node's own module loader (no Jest transform), so
 * TypeScript is compiled by tsx (esbuild) as it is imported — ESM hooks for the test files the
 * runner imports, CommonJS hooks for what they require.
 */
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

registerEsm();
registerCommonJs();
