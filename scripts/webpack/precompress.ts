import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack, { type Compiler } from 'webpack';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text, and more than one TCP packet's worth of it. */
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text asset of a production build, so the server
 * sends compressed bytes without compressing on each request (@fastify/static's preCompressed,
 * server/src/plugins/spa.ts). Brotli at its best quality: it runs once per build, in the
 * thread pool beside webpack's own work, and each kB saved is saved on every first visit.
 * Node's zlib, not compression-webpack-plugin: no new dependency for a few lines.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const input = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(input, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length },
                }),
                gzip(input, { level: 9 }),
              ]);
              // Each smaller than the original, or the server would send more bytes than plain.
              if (br.length < input.length) compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br));
              if (gz.length < input.length) compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
