import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from './database';
import { PRIVATE_FILE_MODE } from './private-folder';
import { pendingMigrations } from './migrate';
import type { DB } from './schema';

/**
 * `npm run backup` / `npm run restore` (issue 16) for the database the server uses:
 * PostgreSQL through pg_dump's custom format, restored in one transaction; the embedded
 * PGlite folder as PGlite's own gzipped tarball of it (dumpDataDir), which only a stopped
 * server's folder may give (docs/decisions/0015-backups.md).
 */
export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
}

/** A refusal or failure with a message for the operator (the CLI prints it, exit code 1). */
export class BackupError extends Error {}

export interface RestoreSummary {
  bookings: number;
  /** Migrations of this build the restored database has not run; the server runs them at start. */
  pendingMigrations: string[];
}

export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    // Created owner-only before anything is written into it (pg_dump and PGlite keep the mode).
    fs.rmSync(partial, { force: true });
    fs.writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE });
    if (target.databaseUrl) await dumpPostgres(target.databaseUrl, partial);
    else await dumpPglite(target.dataDir, partial);
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    // A backup file is either whole or absent: a failed run never leaves half of one under its name.
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restoreDatabase(target: DatabaseTarget, file: string, { force = false } = {}): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  return target.databaseUrl ? restorePostgres(target.databaseUrl, file, force) : restorePglite(target.dataDir, file, force);
}

/** Refuses a database the server has never run on: its backup would restore to nothing usable. */
async function requireAppTables(db: Kysely<DB>, where: string): Promise<void> {
  const { rows } = await sql<{ t: string | null }>`select to_regclass('bookings')::text as t`.execute(db);
  if (!rows[0]?.t) throw new BackupError(`${where} holds no Campus Room Booking tables (has the server ever started on it?)`);
}

async function summarize(db: Kysely<DB>): Promise<RestoreSummary> {
  await requireAppTables(db, 'the restored database');
  const { n } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { bookings: Number(n), pendingMigrations: await pendingMigrations(db) };
}

// ---- PGlite -------------------------------------------------------------------------------

/**
 * PGlite has no lock between processes: a second one opening a folder the server has open
 * would read pages mid-write and replay its log over the server's. PGlite writes
 * postmaster.pid while a folder is open and removes it on a clean close (the server's
 * SIGTERM), so its presence means "in use, or its process was killed".
 */
function refuseOpenFolder(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `${dataDir} is in use (postmaster.pid): stop the server first (SIGTERM). If no server runs on it (it was killed), start and stop the server once so the database recovers`,
    );
  }
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${dataDir} (DATA_DIR)`);
  refuseOpenFolder(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    await requireAppTables(database.db, `the embedded database in ${dataDir}`);
    fs.writeFileSync(file, Buffer.from(await (await database.snapshot!('gzip')).arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<RestoreSummary> {
  const occupied = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (occupied) {
    refuseOpenFolder(dataDir);
    if (!force) throw new BackupError(`${dataDir} is not empty: add --force to replace the database in it with the backup`);
  }
  // Unpacked and checked beside the target first, so a broken backup file leaves the old folder as it was.
  const staging = `${path.resolve(dataDir)}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  let summary: RestoreSummary;
  try {
    // Unzipped here: a damaged gzip stream fails inside PGlite where no caller can catch it.
    const bytes = fs.readFileSync(file);
    const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes;
    const database = await openDatabase({ dataDir: staging, loadDataDir: new Blob([tar], { type: 'application/x-tar' }) });
    try {
      summary = await summarize(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a backup of the embedded database: ${error instanceof Error ? error.message : String(error)}`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
  return summary;
}

// ---- PostgreSQL ---------------------------------------------------------------------------

/**
 * libpq's settings for the URL, with the password in PGPASSWORD rather than on the command
 * line (where `ps` shows it to every user of the machine).
 */
interface Connection {
  dbname: string;
  env: NodeJS.ProcessEnv;
}

function connection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client program; rejects with its stderr. */
function run(program: string, args: string[], { env }: Connection): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) =>
      reject(new BackupError(`${program} could not run (${error.message}): install PostgreSQL's client programs`)),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  await requireAppTables(database.db, 'the database of DATABASE_URL').finally(() => database.close());
  const conn = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${conn.dbname}`], conn);
}

/** Tables, views and sequences outside PostgreSQL's own schemas: anything a restore would mix with. */
async function countUserRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<RestoreSummary> {
  const relations = await countUserRelations(databaseUrl);
  if (relations > 0 && !force) {
    throw new BackupError(
      `the database of DATABASE_URL is not empty (${relations} tables, views or sequences): add --force to replace it with the backup`,
    );
  }
  // pg_restore turns the archive into SQL (whole, before anything is touched: a truncated file
  // fails here) and psql runs it as one transaction, after emptying the public schema when
  // forced: a failed restore leaves the database as it was. --no-owner: the objects belong to
  // whoever restores, not to the role that took the backup.
  const conn = connection(databaseUrl);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-restore-'));
  try {
    const script = path.join(work, 'restore.sql');
    await run('pg_restore', ['--no-owner', `--file=${script}`, file], conn);
    const empty = force ? ['--command=drop schema public cascade', '--command=create schema public'] : [];
    await run(
      'psql',
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', ...empty, `--file=${script}`, `--dbname=${conn.dbname}`],
      conn,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  try {
    return await summarize(database.db);
  } finally {
    await database.close();
  }
}
