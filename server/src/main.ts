import type http from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { listenMetrics } from './plugins/metrics';
import { gracefulShutdown } from './shutdown';

/**
 * Starts the server: config from the environment, /metrics on METRICS_PORT when set, and a
 * graceful shutdown on SIGINT/SIGTERM (shutdown.ts): it stops accepting connections, answers
 * requests still arriving on open connections 503 (Connection: close) instead of resetting them,
 * lets those in flight finish, then the database closes (onClose hooks run after the HTTP server
 * has closed). Past SHUTDOWN_GRACE_SECONDS the process exits anyway, with code 1.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  collectDefaultMetrics({ register: app.metrics, prefix: 'crb_' });
  const drain = gracefulShutdown(app, config.shutdownGraceSeconds * 1000);
  let metricsServer: http.Server | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests in flight');
    const timer = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownGraceSeconds} s: exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000).unref();
    try {
      metricsServer?.close();
      await drain.close();
      clearTimeout(timer);
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort) {
    metricsServer = await listenMetrics(app.metrics, config.metricsPort, config.host);
    app.log.info(`metrics on http://localhost:${config.metricsPort}/metrics`);
  }
  app.log.info(`Campus Room Booking on http://localhost:${config.port} (auth: ${config.authMode}, db: ${app.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
