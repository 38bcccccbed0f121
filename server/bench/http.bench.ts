/*
 * HTTP benchmark of a running server with autocannon (loopback, bounded in requests and
 * time). `npm run bench` starts the server on a large database and calls runHttpBench;
 * alone: `npx tsx server/bench/http.bench.ts http://127.0.0.1:8080` (demo sign-in on).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { buildScenarios, type Scenario } from './http-scenarios';

export interface BenchOptions {
  tz: string;
  /** Concurrent connections (a handful of people using the app at once). */
  connections: number;
  /** Measured requests per call, after `warmup` unmeasured ones. */
  requests: number;
  warmup: number;
  /** Hard stop per call, whatever is left. */
  maxSeconds: number;
  /** Only the calls whose name contains one of these (all when absent). */
  cases?: string[];
  /** The server's process id: its CPU time per request is measured from /proc (Linux). */
  pid?: number;
  /** CPU time (ms) the database has spent so far for the server, when it can be read (backendsCpuMs). */
  databaseCpuMs?: () => Promise<number>;
}

export const DEFAULT_BENCH: BenchOptions = { tz: 'Asia/Kolkata', connections: 4, requests: 400, warmup: 20, maxSeconds: 20 };

export interface BenchRow {
  name: string;
  requests: number;
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server process's CPU time (user + system) per measured request, if its pid was given. */
  cpuMs?: number;
  /** The database's CPU time per measured request, if it can be read. */
  databaseCpuMs?: number;
}

/** CPU time (user + system) of a process so far, in ms; the kernel counts it in ticks of 10 ms. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Sends `amount` requests of the scenario, taking request numbers from `counter` (autocannon
 * also builds one request ahead per connection, so a few numbers go unused).
 */
function blast(base: string, scenario: Scenario, counter: { next: number }, amount: number, options: BenchOptions) {
  return new Promise<{ times: number[]; failed: number; seconds: number }>((resolve, reject) => {
    const times: number[] = [];
    let failed = 0;
    // autocannon reports 'done' on its next 1 s tick: time the run up to the last response instead.
    const started = process.hrtime.bigint();
    let last = started;
    const instance = autocannon(
      {
        url: base,
        connections: Math.min(options.connections, amount),
        amount,
        timeout: 10,
        headers: { 'content-type': 'application/json', ...(scenario.cookie ? { cookie: scenario.cookie } : {}) },
        requests: [
          {
            setupRequest: (request) => {
              const next = scenario.request(counter.next++);
              return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(stopper);
        if (error) return reject(error);
        resolve({ times, failed: failed + result.errors + result.timeouts, seconds: Number(last - started) / 1e9 });
      },
    );
    const stopper = setTimeout(() => instance.stop(), options.maxSeconds * 1000);
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      last = process.hrtime.bigint();
      if (scenario.status ? status !== scenario.status : status >= 300) failed++;
    });
  });
}

export async function runHttpBench(
  base: string,
  options: BenchOptions = DEFAULT_BENCH,
  build: (base: string, context: { tz: string; bookings: number }) => Promise<Scenario[]> = buildScenarios,
): Promise<BenchRow[]> {
  const bookings = options.warmup + options.requests + 4 * options.connections;
  const scenarios = (await build(base, { tz: options.tz, bookings })).filter(
    (scenario) => !options.cases || options.cases.some((c) => scenario.name.includes(c)),
  );
  const rows: BenchRow[] = [];
  for (const scenario of scenarios) {
    const counter = { next: 0 };
    await blast(base, scenario, counter, options.warmup, options);
    const cpuBefore = options.pid ? cpuMsOf(options.pid) : 0;
    const databaseBefore = await options.databaseCpuMs?.();
    const { times, failed, seconds } = await blast(base, scenario, counter, options.requests, options);
    const cpuMs = options.pid ? (cpuMsOf(options.pid) - cpuBefore) / times.length : undefined;
    const databaseAfter = await options.databaseCpuMs?.();
    const databaseCpuMs = databaseAfter === undefined ? undefined : (databaseAfter - databaseBefore!) / times.length;
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({
      name: scenario.name,
      requests: times.length,
      failed,
      perSecond: times.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      cpuMs,
      databaseCpuMs,
    });
  }
  return rows;
}

export function formatRows(title: string, rows: BenchRow[]): string {
  const cpu = rows.some((r) => r.cpuMs !== undefined);
  const database = rows.some((r) => r.databaseCpuMs !== undefined);
  const lines = [
    `| ${title} | requests | failed | req/s | p50 ms | p95 ms | p99 ms |${cpu ? ' server CPU ms/request |' : ''}${database ? ' database CPU ms/request |' : ''}`,
    `|---|---|---|---|---|---|---|${cpu ? '---|' : ''}${database ? '---|' : ''}`,
  ];
  for (const r of rows) {
    lines.push(
      `| \`${r.name}\` | ${r.requests} | ${r.failed} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |` +
        (cpu ? ` ${r.cpuMs?.toFixed(2) ?? ''} |` : '') +
        (database ? ` ${r.databaseCpuMs?.toFixed(2) ?? ''} |` : ''),
    );
  }
  return lines.join('\n');
}

if (require.main === module) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  runHttpBench(base, { ...DEFAULT_BENCH, tz: process.env.CAMPUS_TZ ?? DEFAULT_BENCH.tz })
    .then((rows) => console.log(formatRows(base, rows)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
