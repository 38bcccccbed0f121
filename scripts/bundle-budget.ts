/*
 * `node --import tsx scripts/bundle-budget.ts`: fails (exit 1) when a route's initial JavaScript
 * passes its budget (server/bench/bundle-budget.ts). Reads what the last production build wrote:
 * dist/client-stats.json (scripts/webpack/route-stats.ts) and dist/client. Run by
 * `node scripts/jest.mjs e2e` after its build; takes well under a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBudget } from '../server/bench/bundle-budget';
import { measureBundle } from '../server/bench/bundle-size';

const root = path.resolve(__dirname, '..');
const stats = path.join(root, 'dist/client-stats.json');
if (!fs.existsSync(stats)) {
  console.error('bundle budget: no dist/client-stats.json; build the client first (npm run build:client)');
  process.exit(2);
}
const lines = checkBudget(measureBundle(stats, path.join(root, 'dist/client')).routes);
const over = lines.filter((l) => l.over);
for (const l of over)
  console.error(`bundle budget: ${l.route} loads ${l.gzipKb.toFixed(1)} kB gzip of JavaScript first, over its ${l.budgetKb} kB`);
const largest = lines.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
console.log(
  `bundle budget: ${over.length ? `${over.length} of ${lines.length} routes over` : `${lines.length} routes within`} (largest ${largest.route}, ${largest.gzipKb.toFixed(1)} kB gzip)`,
);
process.exit(over.length ? 1 : 0);
