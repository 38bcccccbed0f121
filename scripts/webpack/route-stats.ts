import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * Writes the little of webpack's stats the bundle budget reads (server/bench/bundle-size.ts):
 * each chunk's files, whether it is initial, and the import() requests that load it. Beside
 * dist/client, never in it. The whole `--json` stats are about 60 MB and slow to write; this is
 * a few kB, written on every production build so the test run can check the budget.
 */
export class RouteStatsPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap('RouteStatsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
      const slim = chunks.map(({ id, files, initial, origins }) => ({
        id,
        files,
        initial,
        origins: (origins ?? []).map(({ request }) => ({ request })),
      }));
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ chunks: slim }));
    });
  }
}
