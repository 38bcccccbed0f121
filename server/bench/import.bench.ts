/*
 * Issue 31's budget (DESIGN.md §10): a 10,000-row timetable CSV — weekly classes over a
 * 16-week term, 160,000 bookings — checked (dry run) in ≤ 20 s and imported in ≤ 60 s on
 * PostgreSQL with 100,000 bookings already stored, the server's memory growing by ≤ 300 MB.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { IMPORT_COLUMNS } from '../src/contracts/import-columns';
import type { ImportReport, ImportUndoResult } from '../src/contracts/imports';
import { openDatabase } from '../src/db/database';
import { campusDate } from '../src/shared/time';
import { rssMb } from './scale-scenarios';

/** The term: 16 weeks from a Monday two months ahead; classes Monday to Saturday, one hour each. */
export const TIMETABLE = { rows: 10_000, weeks: 16, rooms: 150, bookers: 500, block: 'Block 01' } as const;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const roomName = (r: number) => `Timetable Room ${String(r + 1).padStart(3, '0')}`;

/** The rooms the timetable uses, as a rooms CSV (imported first: rooms nothing else books). */
export function timetableRoomsCsv(): string {
  const rows = Array.from({ length: TIMETABLE.rooms }, (_, r) => `${roomName(r)},${TIMETABLE.block},60,Projector,`);
  return `${IMPORT_COLUMNS.rooms.join(',')}\r\n${rows.join('\r\n')}\r\n`;
}

/**
 * Row i: room i mod 150, and the (i div 150)-th of the room's 84 weekly slots (six days, 09:00
 * to 23:00), so no two rows overlap; every row one weekday over the 16 weeks, one date skipped
 * in every tenth row.
 */
export function timetableCsv(firstMonday: string, bookers: readonly string[]): string {
  const lastDay = addDays(firstMonday, TIMETABLE.weeks * 7 - 1);
  const lines = [IMPORT_COLUMNS.bookings.join(',')];
  for (let i = 0; i < TIMETABLE.rows; i++) {
    const slot = Math.floor(i / TIMETABLE.rooms);
    const day = slot % 6;
    const hour = 9 + Math.floor(slot / 6);
    const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const skip = i % 10 === 0 ? addDays(firstMonday, 7 + day) : '';
    const purpose = `Course ${100 + (i % 400)} lecture`;
    const cells = [roomName(i % TIMETABLE.rooms), TIMETABLE.block, bookers[i % bookers.length], purpose, firstMonday, lastDay];
    lines.push([...cells, WEEKDAYS[day], time(hour), time(hour + 1), skip].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The first Monday at least 60 days after today on campus. */
export function termStart(tz: string): string {
  const soon = addDays(campusDate(new Date(), tz), 60);
  const day = new Date(`${soon}T00:00:00Z`).getUTCDay();
  return addDays(soon, (8 - day) % 7);
}

/** E-mails of faculty accounts of the large seed, as the timetable's bookers. */
export async function facultyEmails(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const rows = await database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%.%.%@campus.example')
      .orderBy('id')
      .limit(count)
      .execute();
    return rows.map((r) => r.email);
  } finally {
    await database.close();
  }
}

export interface Measured<T> {
  answer: T;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** CPU time spent by the server process and by the database's backends serving it. */
  serverCpu: number;
  databaseCpu: number;
}

/** CPU seconds (user + system) a process has used; 0 once it is gone. Linux counts in 1/100 s. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The CPU time of the database's backends (the PostgreSQL server runs on this machine): on a
 * machine shared with other work, wall time says little, and server plus database CPU is what
 * a quiet machine would take, the import being one transaction that waits on itself.
 */
async function backendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
  } finally {
    await client.end();
  }
}

/** One request, timed, with the server's resident memory sampled every 50 ms and the CPU time it took. */
async function measured<T>(server: { pid: number; databaseUrl: string }, send: () => Promise<Response>): Promise<Measured<T>> {
  const { pid } = server;
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const [serverBefore, backendsBefore] = [cpuSeconds(pid), await backendsCpu(server.databaseUrl)];
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 50);
  const started = process.hrtime.bigint();
  try {
    const res = await send();
    const text = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 500)}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const backends = await backendsCpu(server.databaseUrl);
    const databaseCpu = [...backends].reduce((sum, [backend, cpu]) => sum + cpu - (backendsBefore.get(backend) ?? 0), 0);
    return { answer: JSON.parse(text) as T, seconds, rssBeforeMb, rssPeakMb, serverCpu: cpuSeconds(pid) - serverBefore, databaseCpu };
  } finally {
    clearInterval(sampler);
  }
}

export interface ImportBench {
  rows: number;
  megabytes: number;
  dryRun: Measured<ImportReport>;
  run: Measured<ImportReport>;
  undo: Measured<ImportUndoResult>;
}

/** Imports the rooms, then dry-runs, imports and undoes the timetable through the running server as super_admin. */
export async function runImportBench(
  base: string,
  admin: string,
  server: { pid: number; databaseUrl: string },
  csv: { rooms: string; timetable: string },
): Promise<ImportBench> {
  const post =
    (kind: string, body: string, query = '') =>
    () =>
      fetch(`${base}/api/admin/imports?kind=${kind}${query}`, {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'text/csv' },
        body,
      });
  const rooms = await measured<ImportReport>(server, post('rooms', csv.rooms));
  if (rooms.answer.created + rooms.answer.unchanged !== TIMETABLE.rooms) throw new Error(`rooms import: ${JSON.stringify(rooms.answer)}`);
  const dryRun = await measured<ImportReport>(server, post('bookings', csv.timetable, '&dry_run=true&file_name=term.csv'));
  const run = await measured<ImportReport>(server, post('bookings', csv.timetable, '&file_name=term.csv'));
  for (const report of [dryRun.answer, run.answer]) {
    if (report.errors.length || report.conflicts.length) throw new Error(`timetable: ${JSON.stringify(report).slice(0, 500)}`);
  }
  const undo = await measured<ImportUndoResult>(server, () =>
    fetch(`${base}/api/admin/imports/${run.answer.id}`, { method: 'DELETE', headers: { cookie: admin } }),
  );
  return { rows: TIMETABLE.rows, megabytes: Buffer.byteLength(csv.timetable) / 1e6, dryRun, run, undo };
}

/** Markdown lines for docs/PERFORMANCE.md. */
export function formatImportBench(b: ImportBench): string {
  const line = (name: string, m: Measured<unknown>, budget: string) =>
    `| ${name} | ${m.seconds.toFixed(1)} s | ${budget} | ${m.serverCpu.toFixed(1)} s + ${m.databaseCpu.toFixed(1)} s | ` +
    `${m.rssBeforeMb.toFixed(0)} MB | ${m.rssPeakMb.toFixed(0)} MB | +${(m.rssPeakMb - m.rssBeforeMb).toFixed(0)} MB |`;
  return [
    `Timetable import: ${b.rows.toLocaleString('en')} rows (${b.megabytes.toFixed(1)} MB CSV), ${b.run.answer.created.toLocaleString('en')} bookings created` +
      ` (dry run: ${b.dryRun.answer.created.toLocaleString('en')} to create), ${b.undo.answer.cancelled.toLocaleString('en')} cancelled by the undo`,
    '',
    '| step | time | budget | CPU: server + database | server RSS before | peak | growth (budget 300 MB) |',
    '|---|---|---|---|---|---|---|',
    line('dry run (POST ?dry_run=true)', b.dryRun, '≤ 20 s'),
    line('import (POST)', b.run, '≤ 60 s'),
    line('undo (DELETE)', b.undo, '—'),
  ].join('\n');
}
