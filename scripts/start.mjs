// `npm start`: builds the client and server when sources are newer than the build,
// then runs the server (http://localhost:8080 by default).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync('npm', ['run', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const sources = Math.max(newest('src'), newest('public'), newest('server/src/contracts'));
if (builtAt('dist/client/index.html') < sources) run(['build:client']);
if (builtAt('server/dist/main.cjs') < newest('server/src')) run(['build:server']);

const server = spawnSync(process.execPath, ['--enable-source-maps', 'server/dist/main.cjs'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
