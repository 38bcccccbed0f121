import type http from 'node:http';
import { Counter } from 'prom-client';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig } from './config';
import { armExitWatchdog } from './exit-watchdog';
import { boundedLogDestination } from './plugins/log-destination';
import { collectProcessMetrics, listenMetrics } from './plugins/metrics';
import { gracefulShutdown } from './shutdown';

/** Past the grace period, how long the main thread has to exit before the watchdog kills it. */
const WATCHDOG_MARGIN_MS = 700;
/**
 * Past the grace period, at most how long connections still arriving (from the listen backlog)
 * are taken and answered 503 before the exit; well inside the watchdog's margin.
 */
const SETTLE_MS = 400;

/**
 * Starts the server: config from the environment, /metrics on METRICS_PORT when set, and a
 * graceful shutdown on SIGINT/SIGTERM (shutdown.ts): it stops accepting connections, answers
 * requests still arriving on open connections 503 (Connection: close) instead of resetting them,
 * lets those in flight finish, then the database closes (onClose hooks run after the HTTP server
 * has closed). Past SHUTDOWN_GRACE_SECONDS the requests still unanswered get 503, so do those still
 * arriving for up to SETTLE_MS, and the process exits with code 1; a watchdog thread kills it if
 * even that is held up. The log never holds anything up: it goes to stdout in the background and
 * drops lines past a backlog (plugins/log-destination.ts).
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
  // A reader of stderr that has gone must not crash the process (console.error writes there).
  process.stderr.on('error', () => {});
  // The logger exists once the app does; lines may be dropped (and the backlog drain) before.
  const late: { app?: App } = {};
  const log = boundedLogDestination(process.stdout, {
    onResumed: (dropped) => late.app?.log.warn({ dropped }, 'log lines dropped: the log reader was not keeping up'),
  });
  const app = await buildApp(config, { logger: { stream: log } });
  late.app = app;
  collectProcessMetrics(app.metrics);
  new Counter({
    name: 'crb_log_lines_dropped_total',
    help: 'Log lines dropped because the reader of stdout was not keeping up or had gone',
    registers: [app.metrics],
    collect() {
      this.reset();
      this.inc(log.dropped());
    },
  });
  const graceMs = config.shutdownGraceSeconds * 1000;
  const drain = gracefulShutdown(app, graceMs);
  let metricsServer: http.Server | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // The grace runs from here: its timer first, the watchdog's thread (slower to start) next,
    // the drain under way before the log says so.
    let overdue = false;
    const timer = setTimeout(() => {
      overdue = true;
      // No query starts any more (PGlite's run on this thread): the turns left are the sockets'.
      app.database.halt?.();
      void drain.finish(SETTLE_MS).then(({ refused, cut }) => {
        app.log.error(
          { refused, cut },
          `requests still in flight after ${config.shutdownGraceSeconds} s: answered 503 (streams cut off), exiting anyway`,
        );
        process.exit(1);
      });
    }, graceMs).unref();
    armExitWatchdog(graceMs + WATCHDOG_MARGIN_MS);
    metricsServer?.close();
    const drained = drain.close();
    app.log.info({ signal }, 'shutting down: draining requests in flight');
    try {
      await drained;
      clearTimeout(timer);
      // Cutting the last stream may let the drain end before the timer's exit: still code 1.
      if (!overdue) app.log.info('shut down cleanly');
      process.exit(overdue ? 1 : 0);
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
