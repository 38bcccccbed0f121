/*
 * Web vitals of the built client in Chromium (issue 17): LCP and CLS of /home and
 * /faculty/book-room, and the latency of choosing a slot with 20 rooms × 7 days on screen.
 * Measured with the browser's own Performance API the way the web-vitals library does:
 * `largest-contentful-paint` and `layout-shift` observers (CLS = the largest session window
 * of shifts without recent input), and Event Timing (`event` entries) for the interaction:
 * its latency is the longest duration of the events of that interaction (INP's definition).
 */
import { chromium, type Page } from 'playwright-core';
import { campusDate, dayOfMonth, monthTitle } from '../test/campus-dates';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.VITALS_RUNS ?? 5);
export const BUDGETS = { lcpMs: 1500, cls: 0.05, slotMs: 100 } as const;

/** Collects LCP, layout shifts and event timings from the first paint on. */
const OBSERVERS = `
  window.__vitals = { lcp: 0, lcpElement: '', shifts: [], events: [] };
  const describe = (el) => el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)';
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__vitals.lcp = e.startTime; window.__vitals.lcpElement = describe(e.element); } })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__vitals.shifts.push([e.startTime, e.value]); })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__vitals.events.push([e.interactionId, e.name, e.duration]); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** web-vitals' CLS: shifts less than 1 s apart and within 5 s form a window; the largest window's sum. */
export function clsOf(shifts: [number, number][]): number {
  let best = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const [time, value] of shifts) {
    if (sum > 0 && time - last < 1000 && time - first < 5000) sum += value;
    else {
      sum = value;
      first = time;
    }
    last = time;
    best = Math.max(best, sum);
  }
  return best;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values: number[]) => Math.max(...values);

interface Vitals {
  lcp: number;
  /** The LCP element as `tag "its text"`, to see what the page's largest paint waits for. */
  lcpElement: string;
  shifts: [number, number][];
  events: [number, string, number][];
}
const read = (page: Page) => page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);

export interface VitalsReport {
  pages: { path: string; lcpMs: number[]; cls: number[]; lcpElements: string[] }[];
  slotMs: number[];
  rooms: number;
  days: number;
}

/** Signs in as the demo super admin (who may book) through the API, in the page's context. */
async function signIn(page: Page, url: string) {
  const res = await page.request.post(`${url}/api/auth/demo`, { data: { email: 'super.admin@campus.example' }, headers: { origin: url } });
  if (!res.ok()) throw new Error(`demo sign-in answered ${res.status()}`);
}

/** Makes sure the campus has at least `count` rooms (the demo seed has fewer), through the admin API. */
async function ensureRooms(page: Page, url: string, count: number): Promise<string[]> {
  const list = async () =>
    ((await (await page.request.get(`${url}/api/faculty/getrooms`)).json()) as { rooms: { room_name: string }[] }).rooms;
  let rooms = await list();
  if (rooms.length < count) {
    const { blocks } = (await (await page.request.get(`${url}/api/admin/blocks`)).json()) as { blocks: { id: number }[] };
    for (let i = rooms.length; i < count; i++) {
      const res = await page.request.post(`${url}/api/admin/rooms`, {
        data: { room_name: `Bench Room ${i + 1}`, block_id: blocks[0].id, features: [], access: [], capacity: 30 },
        headers: { origin: url },
      });
      if (!res.ok()) throw new Error(`creating a room answered ${res.status()}: ${await res.text()}`);
    }
    rooms = await list();
  }
  return rooms.slice(0, count).map((r) => r.room_name);
}

export async function runWebVitals(url: string): Promise<VitalsReport> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(OBSERVERS);
    const setup = await context.newPage();
    await signIn(setup, url);
    const roomNames = await ensureRooms(setup, url, 20);
    await setup.close();

    const pages: VitalsReport['pages'] = [];
    for (const [path, heading] of [
      ['/home', 'Overview'],
      ['/faculty/book-room', 'Book a Room'],
    ] as const) {
      const entry = { path, lcpMs: [] as number[], cls: [] as number[], lcpElements: [] as string[] };
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Not 'networkidle': the bell's unread stream stays open for as long as the page is.
        await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root'));
        await page.waitForTimeout(500); // late shifts and the final LCP candidate
        const vitals = await read(page);
        entry.lcpMs.push(vitals.lcp);
        entry.lcpElements.push(vitals.lcpElement);
        entry.cls.push(clsOf(vitals.shifts));
        await page.close();
      }
      pages.push(entry);
    }

    // 20 rooms × 7 days of timelines, then choose slots and time each interaction.
    const page = await context.newPage();
    await page.goto('/faculty/book-room');
    await page.getByRole('combobox', { name: 'Rooms' }).click();
    for (const name of roomNames) await page.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click();
    await page.keyboard.press('Escape');
    // Tomorrow to a week later, so no slot is past. Both months of the range are on screen.
    for (const date of [campusDate(1), campusDate(7)]) {
      const month = page.getByRole('group', { name: monthTitle(date), exact: true });
      await month.getByRole('gridcell', { name: dayOfMonth(date), exact: true }).click();
    }
    await page.getByRole('button', { name: 'Check Availability' }).click();
    const timelines = page.getByRole('group', { name: /^Time slots for / });
    await timelines.nth(20 * 7 - 1).waitFor({ timeout: 60_000 });
    const shown = await timelines.count();
    await page.waitForTimeout(500);

    const slotMs: number[] = [];
    for (let i = 0; i < 10; i++) {
      const timeline = timelines.nth(i * 13);
      const free = timeline.getByRole('button', { name: /, free$/ });
      const before = (await read(page)).events.length;
      await free.nth(20 + i).click();
      await page.waitForTimeout(200); // the entry is reported after the next paint
      const events = (await read(page)).events.slice(before);
      // Under the 16 ms threshold nothing is reported: the interaction took less than that.
      slotMs.push(events.length ? max(events.map((e) => e[2])) : 16);
    }
    return { pages, slotMs, rooms: 20, days: shown / 20 };
  } finally {
    await browser.close();
  }
}

export function formatVitals(report: VitalsReport): string {
  const lines = [
    `| measure | median | worst | budget |`,
    `|---|---|---|---|`,
    ...report.pages.flatMap((p) => [
      `| LCP ${p.path} | ${median(p.lcpMs).toFixed(0)} ms | ${max(p.lcpMs).toFixed(0)} ms | ≤ ${BUDGETS.lcpMs} ms |`,
      `| CLS ${p.path} | ${median(p.cls).toFixed(3)} | ${max(p.cls).toFixed(3)} | ≤ ${BUDGETS.cls} |`,
    ]),
    `| choosing a slot, ${report.rooms} rooms × ${report.days} days shown | ${median(report.slotMs).toFixed(0)} ms | ${max(report.slotMs).toFixed(0)} ms | ≤ ${BUDGETS.slotMs} ms |`,
  ];
  const elements = report.pages.map((p) => `LCP element of ${p.path}: ${[...new Set(p.lcpElements)].join(', ')}`);
  return [...lines, '', ...elements].join('\n');
}
