/*
 * Client bundle sizes from webpack's stats JSON (`webpack --json=…`): the gzip size of the
 * whole bundle's JavaScript and of what each route loads before it shows (the entry's
 * initial chunks, the layout shell for signed-in routes, and the route's lazy page chunk).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface StatsChunk {
  id: string | number;
  files: string[];
  initial: boolean;
  origins: { request?: string }[];
}

const SHELL = './layout/AppLayout';
/** src/app/routes.tsx: each route and the import() requests it waits for. */
export const ROUTE_CHUNKS: [string, string[]][] = [
  ['/auth', ['@features/auth/LoginPage']],
  ['/home', [SHELL, '@features/home/HomePage']],
  ['/statistics', [SHELL, '@features/statistics/StatisticsPage']],
  ['/faculty/book-room', [SHELL, '@features/booking/BookRoomPage']],
  ['/faculty/bookings', [SHELL, '@features/booking/MyBookingsPage']],
  ['/faculty/book-room/recurring', [SHELL, '@features/recurring/RecurringBookingPage']],
  ['/room_booking', [SHELL, '@features/requests/RoomRequestsPage']],
  ['/igh', [SHELL, '@features/requests/IghRequestsPage']],
  ['/admin/bookings', [SHELL, '@features/admin-bookings/AdminBookingsPage']],
  ['/admin/users', [SHELL, '@features/users/UsersPage']],
  ['/admin/rooms', [SHELL, '@features/rooms/RoomsPage']],
];

export interface RouteSize {
  route: string;
  files: number;
  gzipKb: number;
}

const kb = (bytes: number) => bytes / 1000;

export function measureBundle(
  statsFile: string,
  outputDir: string,
): { totalKb: number; rawKb: number; files: number; routes: RouteSize[] } {
  const { chunks } = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { chunks: StatsChunk[] };
  const gzip = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(outputDir, file)), { level: 9 }).length);
    return gzip.get(file)!;
  };
  const jsOf = (list: StatsChunk[]) => [...new Set(list.flatMap((c) => c.files.filter((f) => f.endsWith('.js'))))];
  const initial = chunks.filter((c) => c.initial);
  const routes = ROUTE_CHUNKS.map(([route, requests]) => {
    for (const request of requests) {
      // A renamed page must fail loudly, not quietly measure less.
      if (!chunks.some((c) => c.origins.some((o) => o.request === request))) throw new Error(`no chunk is loaded by import('${request}')`);
    }
    const lazy = chunks.filter((c) => !c.initial && c.origins.some((o) => o.request && requests.includes(o.request)));
    const files = jsOf([...initial, ...lazy]);
    return { route, files: files.length, gzipKb: kb(files.reduce((sum, f) => sum + sizeOf(f), 0)) };
  });
  const all = jsOf(chunks);
  const rawKb = kb(all.reduce((sum, f) => sum + fs.statSync(path.join(outputDir, f)).size, 0));
  return { totalKb: kb(all.reduce((sum, f) => sum + sizeOf(f), 0)), rawKb, files: all.length, routes };
}

/** A Markdown table of measureBundle's answer. */
export function bundleReport(statsFile: string, outputDir: string): string {
  const { totalKb, rawKb, files, routes } = measureBundle(statsFile, outputDir);
  const lines = [
    `Whole bundle: ${files} JavaScript files, ${totalKb.toFixed(1)} kB gzip (${rawKb.toFixed(0)} kB minified)`,
    '',
    '| route | initial JS files | initial JS gzip kB |',
    '|---|---|---|',
    ...routes.map((r) => `| \`${r.route}\` | ${r.files} | ${r.gzipKb.toFixed(1)} |`),
  ];
  return lines.join('\n');
}
