// `npm run test:unit [-- <jest args and paths>]` and `npm run test:e2e [-- <jest args and paths>]`.
//
// Jest's --selectProjects takes a list, so a path written after it was read as a project
// name and every file ran. Here project names go to --selectProjects (placed last) and
// anything else stays a path or an option, so `npm run test:unit -- src/app/theme.test.tsx`
// and `npm run test:unit -- --selectProjects server server/test/seed.test.ts` run one file.
// e2e builds the client and the server first, side by side (--no-build skips that), then checks
// the bundle budget on that build (scripts/bundle-budget.ts): over it, the run still tests, then fails.
import { spawn } from 'node:child_process';

const PROJECTS = ['client', 'server', 'server-pg', 'e2e'];
const [mode, ...args] = process.argv.slice(2);
if (mode !== 'unit' && mode !== 'e2e') {
  console.error('usage: node scripts/jest.mjs unit|e2e [jest options] [paths]');
  process.exit(2);
}

const projects = [];
const rest = [];
let build = mode === 'e2e';
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--no-build') build = false;
  else if (arg.startsWith('--selectProjects=')) projects.push(...arg.slice('--selectProjects='.length).split(','));
  else if (arg === '--selectProjects') while (PROJECTS.includes(args[i + 1])) projects.push(args[++i]);
  else rest.push(arg);
}
const unitProjects = ['client', 'server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : [])];
const selected = projects.length ? projects : mode === 'e2e' ? ['e2e'] : unitProjects;
if (selected.includes('server-pg') && !process.env.TEST_DATABASE_URL) {
  console.error('server-pg runs the server tests on PostgreSQL: set TEST_DATABASE_URL (see docs/TESTING.md)');
  process.exit(2);
}

/** Runs a command; resolves with its exit code and how long it took. */
function run(command, commandArgs, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

if (build) {
  // ts-node only transpiles webpack's config here: type checking is `npm run typecheck`.
  const [client, server] = await Promise.all([
    run(process.execPath, ['node_modules/webpack/bin/webpack.js', '--mode', 'production'], { TS_NODE_TRANSPILE_ONLY: 'true' }),
    run(process.execPath, ['scripts/build-server.mjs']),
  ]);
  console.log(`build: client ${(client.ms / 1000).toFixed(1)} s, server ${(server.ms / 1000).toFixed(1)} s (side by side)`);
  if (client.code || server.code) process.exit(client.code || server.code);
}
const budget = build ? await run(process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts']) : { code: 0 };

const options = mode === 'e2e' ? ['--forceExit'] : [];
const parallel = rest.some((a) => /^(-w|--maxWorkers|-i|--runInBand)(=|$)/.test(a));
// Two workers in both modes: each e2e file has its own server, data folder (or database) and
// browser, and much of a journey's time is waiting on the browser and the server, not the CPU.
if (!parallel) options.push('--maxWorkers=2');
const jest = ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js'];
const { code } = await run(process.execPath, [...jest, ...rest, ...options, '--selectProjects', ...selected]);
process.exit(code || budget.code);
