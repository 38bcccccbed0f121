// `npm run checks`: the type check, ESLint and Prettier's check side by side, the first step of
// `npm test`.
//
// Each is one thread; side by side on two cores the step ends with the type check, the longest
// (about 53 s on a clean clone, as long as ESLint-then-Prettier took beside it), so a slower
// lint no longer adds to it. Each one's output is printed whole when it ends, so they never
// interleave; the exit code is the first failure's, or 0.
import { spawn } from 'node:child_process';

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(Buffer.concat(output));
      console.log(`${script}: ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([run('typecheck'), run('lint:code'), run('format:check')]);
process.exit(codes.find((code) => code !== 0) ?? 0);
