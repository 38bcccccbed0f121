/*
 * The day grid of 1,000 rooms in Chromium (issue 30, DESIGN.md §10): how long after navigation
 * its first rows are drawn, and the long tasks (PerformanceObserver `longtask`, over 50 ms)
 * while a user scrolls through every room with the mouse wheel, its pages loading as they come.
 * The built client and server on a database seeded to campus scale (seed-large.ts: 1,000 rooms),
 * signed in as the demo faculty member, who may book all of them. Each task of the scroll is
 * also timed by its CPU (a trace's `tdur`), which load on a shared machine hardly changes.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { campusDate } from '../test/campus-dates';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.GRID_RUNS ?? 5);
export const GRID_BUDGETS = { firstRowsMs: 1000, longTaskMs: 50 } as const;

/** From the first paint on: when a room row first has its cells, and every long task. */
const OBSERVERS = `
  window.__grid = { firstRows: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__grid.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver((_m, observer) => {
    if (document.querySelector('[role=row][data-row="0"] [data-k]')) { window.__grid.firstRows = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

interface GridState {
  firstRows: number;
  longTasks: [number, number][];
}
const read = (page: Page) => page.evaluate(() => (window as unknown as { __grid: GridState }).__grid);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The main thread's tasks in a trace, by their CPU time (`tdur`): on a machine whose cores are
 * shared, a task's wall time (what PerformanceObserver reports) is mostly its wait for a core,
 * while its CPU time is what the page's code costs.
 */
function mainThreadTaskCpuMs(events: TraceEvent[]): number[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid)
    .map((e) => (e.tdur ?? 0) / 1000);
}

async function traced<T>(browser: Browser, page: Page, work: () => Promise<T>): Promise<{ result: T; taskCpuMs: number[] }> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await work();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  return { result, taskCpuMs: mainThreadTaskCpuMs(events) };
}

export interface GridReport {
  rooms: number;
  firstRowsMs: number[];
  /** Per scroll-through: how, the longest task (0 when none passed 50 ms), how many, the pages asked for and the time it took. */
  scrolls: {
    kind: ScrollKind;
    longestMs: number;
    longTasks: number;
    pages: number;
    seconds: number;
    longestCpuMs: number;
    cpuOver50: number;
  }[];
}

async function signIn(page: Page, url: string) {
  const res = await page.request.post(`${url}/api/auth/demo`, { data: { email: 'faculty@campus.example' }, headers: { origin: url } });
  if (!res.ok()) throw new Error(`demo sign-in answered ${res.status()}`);
}

/**
 * How a scroll-through moves: a mouse wheel's notches (100 px each, one a frame, as a user
 * spinning the wheel fast) or a screenful at a time (Page Down, or dragging the scroll bar).
 */
export const SCROLLS = { wheel: { step: 100, pauseMs: 16 }, screenful: { step: 0.9, pauseMs: 60 } } as const;
type ScrollKind = keyof typeof SCROLLS;

/** Scrolls the grid to its end with the wheel, then waits for the last room's row. */
async function scrollThrough(page: Page, rooms: number, kind: ScrollKind): Promise<{ pages: number; seconds: number }> {
  const grid = page.getByRole('grid');
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid is not laid out');
  const { step, pauseMs } = SCROLLS[kind];
  const delta = step < 1 ? box.height * step : step;
  let pages = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/schedule?')) pages++;
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const started = Date.now();
  for (let i = 0; i < 5000; i++) {
    if (i % 10 === 0 && (await grid.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1))) break;
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(pauseMs);
  }
  const seconds = (Date.now() - started) / 1000;
  await page
    .locator(`[role=row][data-row="${rooms - 1}"] [data-k]`)
    .first()
    .waitFor();
  return { pages, seconds };
}

export async function runDayGridBench(url: string): Promise<GridReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(OBSERVERS);
    const setup = await context.newPage();
    await signIn(setup, url);
    await setup.close();
    const path = `/faculty/book-room?view=grid&date=${campusDate(1)}`;

    const firstRowsMs: number[] = [];
    let rooms = 0;
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __grid: GridState }).__grid.firstRows > 0, null, { timeout: 30_000 });
      firstRowsMs.push((await read(page)).firstRows);
      rooms = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;
      await page.close();
    }
    if (rooms < 1000) throw new Error(`the grid shows ${rooms} rooms; the bench needs 1,000`);

    const scrolls: GridReport['scrolls'] = [];
    for (const kind of ['wheel', 'wheel', 'screenful'] as const) {
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('[role=row][data-row="0"] [data-k]').first().waitFor();
      await page.waitForTimeout(500);
      const before = (await read(page)).longTasks.length;
      const { result, taskCpuMs } = await traced(browser, page, async () => {
        const through = await scrollThrough(page, rooms, kind);
        await page.waitForTimeout(200); // a task is reported once it has ended
        return through;
      });
      const { pages, seconds } = result;
      const tasks = (await read(page)).longTasks.slice(before).map(([, duration]) => duration);
      scrolls.push({
        kind,
        longestMs: tasks.length ? Math.max(...tasks) : 0,
        longTasks: tasks.length,
        pages,
        seconds,
        longestCpuMs: Math.max(0, ...taskCpuMs),
        cpuOver50: taskCpuMs.filter((ms) => ms > GRID_BUDGETS.longTaskMs).length,
      });
      await page.close();
    }
    return { rooms, firstRowsMs, scrolls };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function formatDayGrid(report: GridReport): string {
  return [
    `| measure | median | worst | budget |`,
    `|---|---|---|---|`,
    `| first rows after navigation, ${report.rooms} rooms | ${median(report.firstRowsMs).toFixed(0)} ms | ${Math.max(...report.firstRowsMs).toFixed(0)} ms | ≤ ${GRID_BUDGETS.firstRowsMs} ms |`,
    ...report.scrolls.map(
      (s) =>
        `| scroll through all rooms by ${s.kind === 'wheel' ? 'wheel notches' : 'screenfuls'} (${s.pages} pages in ${s.seconds.toFixed(1)} s): longest task, wall (${s.longTasks} over 50 ms) / CPU (${s.cpuOver50} over 50 ms) | ${s.longestMs.toFixed(0)} / ${s.longestCpuMs.toFixed(0)} ms | | none over ${GRID_BUDGETS.longTaskMs} ms |`,
    ),
  ].join('\n');
}
