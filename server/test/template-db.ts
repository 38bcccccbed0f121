import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

/**
 * One migrated (and one migrated and seeded) template database per test run, built from the
 * current migrations by the server projects' globalSetup; each test file starts from a copy
 * instead of creating, migrating and seeding a database of its own. Creating an embedded
 * database (PGlite's initdb) was most of a server test file's setup: 5–30 s per file on a
 * busy 2-core machine, where loading a snapshot takes a fraction of it (docs/TESTING.md).
 */
export type Template = 'migrated' | 'seeded';

/** The campus and instant the seeded template is seeded at (createTestApp's defaults). */
export interface SeedAt {
  now: Date;
  tz: string;
}

/** Where globalSetup left the templates; read by the test files' workers. */
const PGLITE_ENV = 'CRB_TEST_PGLITE_TEMPLATES';
const POSTGRES_ENV = 'CRB_TEST_PG_TEMPLATES';

const token = () => `${process.pid}_${randomBytes(4).toString('hex')}`;

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fill(database: Database, template: Template, seedAt: SeedAt): Promise<void> {
  await migrateToLatest(database.db);
  if (template === 'seeded') await seedDemoData(database.db, seedAt);
}

/**
 * The test cluster is made small, because every file unpacks the whole snapshot: 1 MB WAL
 * segments instead of 16 MB, no template0/template1 (tests never create a database; PGlite
 * serves "postgres"), and a checkpoint before each snapshot so a copy starts with nothing to
 * replay. 43 → 18 MB; an open in Jest went from 500 to 340 ms (docs/TESTING.md).
 */
const SMALL_CLUSTER = ['--wal-segsize=1'];

async function dropTemplateDatabases(database: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await sql.raw(`alter database ${name} is_template false`).execute(database.db);
    await sql.raw(`drop database ${name}`).execute(database.db);
  }
}

/** globalSetup: PGlite snapshots (dumpDataDir tarballs) of both templates in a temporary folder. */
export async function buildPgliteTemplates(seedAt: SeedAt): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-test-templates-'));
  // One initdb: the seeded template is the migrated one plus the demo data.
  const database = await openDatabase({ dataDir: 'memory://', initdbArgs: SMALL_CLUSTER });
  const save = async (template: Template) => {
    await sql`checkpoint`.execute(database.db);
    fs.writeFileSync(path.join(dir, `${template}.tar`), Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  };
  try {
    await dropTemplateDatabases(database);
    await fill(database, 'migrated', seedAt);
    await save('migrated');
    await seedDemoData(database.db, seedAt);
    await save('seeded');
  } finally {
    await database.close();
  }
  process.env[PGLITE_ENV] = dir;
}

/** globalSetup on PostgreSQL: two template databases on the server of `url`. */
export async function buildPostgresTemplates(url: string, seedAt: SeedAt): Promise<void> {
  const names: Record<Template, string> = { migrated: `crb_tpl_${token()}_m`, seeded: `crb_tpl_${token()}_s` };
  for (const [template, name] of Object.entries(names) as [Template, string][]) {
    await admin(url, (c) => c.query(`create database ${name}`));
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    try {
      await fill(database, template, seedAt);
    } finally {
      await database.close();
    }
  }
  process.env[POSTGRES_ENV] = JSON.stringify(names);
}

/** globalTeardown: removes the PGlite snapshots, or with `url` the PostgreSQL templates. */
export async function dropTemplates(url?: string): Promise<void> {
  const dir = process.env[PGLITE_ENV];
  if (!url && dir) fs.rmSync(dir, { recursive: true, force: true });
  const names = process.env[POSTGRES_ENV];
  if (url && names) {
    for (const name of Object.values(JSON.parse(names) as Record<Template, string>)) {
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  }
}

/**
 * A fresh PGlite loaded from the template's snapshot, or undefined without one: in memory, or
 * in `dataDir` for a test of the data folder itself (backups).
 */
export async function openPgliteCopy(template: Template, dataDir = 'memory://'): Promise<Database | undefined> {
  const dir = process.env[PGLITE_ENV];
  if (!dir) return undefined;
  // A Blob backed by the file: PGlite reads it once, with no copy in between.
  const snapshot = await fs.openAsBlob(path.join(dir, `${template}.tar`));
  return openDatabase({ dataDir, loadDataDir: snapshot });
}

/**
 * A database of its own copied from the template (CREATE DATABASE … TEMPLATE), dropped on
 * close, or undefined without templates.
 */
export async function openPostgresCopy(url: string, template: Template): Promise<Database | undefined> {
  const names = process.env[POSTGRES_ENV];
  if (!names) return undefined;
  const name = `crb_t_${token()}`;
  await admin(url, (c) => c.query(`create database ${name} template ${(JSON.parse(names) as Record<Template, string>)[template]}`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '', poolSize: 20 });
  const copy: Database = {
    ...database,
    close: async () => {
      await database.close();
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
  urls.set(copy, withDatabase(url, name));
  return copy;
}

const urls = new WeakMap<Database, string>();

/** The connection string of a PostgreSQL copy, for a test that opens a client of its own on it. */
export const databaseUrlOf = (database: Database): string | undefined => urls.get(database);
