/*
 * Lighthouse's Performance score (issue 34) of /auth, /home, Book a Room and My Bookings with
 * its mobile (the default) and desktop presets, in Debian's Chromium, against the built client
 * and server on a demo database, signed in as the demo faculty member (Cookie header). Lighthouse
 * runs through npx at a pinned version, not as a dependency: it would add its many packages to
 * every `npm ci` for a figure measured by hand. The median of LIGHTHOUSE_RUNS runs (default 3)
 * per page and preset, with the run's largest opportunities.
 */
import { spawn } from 'node:child_process';

export const LIGHTHOUSE_VERSION = '12.8.2';
export const LIGHTHOUSE_BUDGET = 90;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/auth', '/home', '/faculty/book-room', '/faculty/bookings'] as const;
const PRESETS = ['mobile', 'desktop'] as const;
// The flags this machine's Chromium needs (no sandbox as root; no calls to Google's hosts).
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { title: string; numericValue?: number; details?: { type?: string; overallSavingsMs?: number } }>;
}

export interface LighthouseRow {
  page: string;
  preset: (typeof PRESETS)[number];
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  opportunities: string[];
}

/** One Lighthouse run; its JSON report on stdout. */
function lighthouse(url: string, preset: string, cookie: string): Promise<LighthouseResult> {
  const args = [
    '-y',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse ${url} (${preset}) exited ${code}: ${err.slice(-500)}`));
      else resolve(JSON.parse(out) as LighthouseResult);
    });
  });
}

/**
 * A run again after Lighthouse's own runtime errors (NO_NAVSTART and the like, "Please run
 * Lighthouse again"), at most three tries: they come from its trace recording, not the page.
 */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries || !String(error).includes('run Lighthouse again')) throw error;
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The largest opportunities of a run, e.g. "Reduce unused JavaScript (300 ms)". */
function opportunities(result: LighthouseResult): string[] {
  return Object.values(result.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => (b.details!.overallSavingsMs ?? 0) - (a.details!.overallSavingsMs ?? 0))
    .slice(0, 2)
    .map((a) => `${a.title} (${Math.round(a.details!.overallSavingsMs!)} ms)`);
}

export async function runLighthouseBench(baseUrl: string, cookie: string): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) results.push(await withRetries(() => lighthouse(`${baseUrl}${page}`, preset, cookie)));
      const scores = results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100));
      const middle = results[scores.indexOf(median(scores))];
      rows.push({
        page,
        preset,
        scores,
        lcpMs: Math.round(middle.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(middle.audits['total-blocking-time']?.numericValue ?? 0),
        opportunities: opportunities(middle),
      });
    }
  }
  return rows;
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  const lines = [
    `| page | preset | Performance (median; runs) | LCP | TBT | largest opportunities |`,
    `|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${median(r.scores)}${median(r.scores) >= LIGHTHOUSE_BUDGET ? '' : ' (under 90)'} (${r.scores.join(', ')}) | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.opportunities.join('; ') || '-'} |`,
    ),
  ];
  return lines.join('\n');
}
