import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestApp, DEMO, loginAs, testDatabaseUrl, testPostgresUrl, TEST_NOW, testConfig, type TestContext } from '../../test/helpers';
import { openPgliteCopy, withDatabase } from '../../test/template-db';
import { buildApp } from '../app';
import { at, bookRoom, createTestRoom } from '../../test/booking-kit';
import { backupDatabase, BackupError, restoreDatabase, type DatabaseTarget, type RestoreSummary } from './backup';
import { openDatabase, type Database } from './database';
import { pendingMigrations } from './migrate';

// Issue 16: `npm run backup` / `npm run restore` round trips on the database this project runs
// on (the "server" project: a PGlite data folder; "server-pg": a PostgreSQL database).
const url = testPostgresUrl();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crb-backup-test-'));
const file = path.join(work, 'backup');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A file's permission bits, e.g. '600'. */
const mode = (target: string) => (fs.statSync(target).mode & 0o777).toString(8);
/** The distinct modes of the folders (the folder itself included) and the files under a folder (issue 36). */
function modesUnder(folder: string) {
  const dirs = new Set([mode(folder)]);
  const files = new Set<string>();
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) dirs.add(mode(target));
    else if (entry.isFile()) files.add(mode(target));
  }
  return { dirs: [...dirs], files: [...files] };
}

interface Booked {
  id: number;
  purpose: string;
}

/** One booking made through the API, as a campus would have before its backup. */
async function bookOne(database: Database): Promise<Booked> {
  const app = await buildApp(testConfig(), { database, now: () => TEST_NOW, logger: false });
  try {
    const room = await createTestRoom(database, 'Backup Test Room');
    const cookie = await loginAs(app, DEMO.rbAdmin);
    const purpose = 'Booked before the backup';
    const res = await bookRoom(app, cookie, {
      room_id: room,
      start_time: at('2026-03-06', '10:00'),
      end_time: at('2026-03-06', '11:00'),
      purpose,
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().booking.id, purpose };
  } finally {
    await app.close();
  }
}

interface ReadBack {
  row: Booked | undefined;
  pending: string[];
}

/** What a restored database says: the booking, and which of this build's migrations it lacks. */
async function readBackFrom(target: DatabaseTarget, id: number): Promise<ReadBack> {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    const row = await database.db.selectFrom('bookings').select(['id', 'purpose']).where('id', '=', id).executeTakeFirst();
    return { row, pending: await pendingMigrations(database.db) };
  } finally {
    await database.close();
  }
}

if (url) {
  describe('PostgreSQL: pg_dump and pg_restore', () => {
    let ctx: TestContext;
    let booked: Booked;
    const name = `crb_restore_${randomBytes(4).toString('hex')}`;
    const target: DatabaseTarget = { databaseUrl: withDatabase(url, name), dataDir: '' };
    const query = async (on: string, statement: string) => {
      const client = new pg.Client({ connectionString: on });
      await client.connect();
      return client.query(statement).finally(() => client.end());
    };

    beforeAll(async () => {
      ctx = await createTestApp();
      booked = await bookOne(ctx.database);
      await backupDatabase({ databaseUrl: testDatabaseUrl(ctx.database), dataDir: '' }, file);
      await query(url, `create database ${name}`);
    });
    afterAll(async () => {
      await ctx?.close();
      await query(url, `drop database if exists ${name} with (force)`);
    });

    it('writes the backup file owner-only (0600)', () => {
      expect(mode(file)).toBe('600');
    });

    it('restores into an empty database: the booking is there and migrations are current', async () => {
      const summary = await restoreDatabase(target, file);
      expect(summary.pendingMigrations).toEqual([]);
      expect(summary.bookings).toBeGreaterThan(1);
      expect(await readBackFrom(target, booked.id)).toEqual({ row: booked, pending: [] });
    });

    it('refuses to restore over a database that is not empty unless forced, and replaces it when forced', async () => {
      await query(target.databaseUrl!, 'create table not_from_the_backup (id int)');
      await expect(restoreDatabase(target, file)).rejects.toThrow(/is not empty .*--force/);
      expect((await query(target.databaseUrl!, "select to_regclass('not_from_the_backup') as t")).rows[0].t).not.toBeNull();
      await restoreDatabase(target, file, { force: true });
      expect((await query(target.databaseUrl!, "select to_regclass('not_from_the_backup') as t")).rows[0].t).toBeNull();
      expect(await readBackFrom(target, booked.id)).toEqual({ row: booked, pending: [] });
    });

    it('leaves the database as it was when the backup file is broken', async () => {
      const broken = path.join(work, 'broken');
      fs.writeFileSync(broken, fs.readFileSync(file).subarray(0, 2000));
      await expect(restoreDatabase(target, broken, { force: true })).rejects.toThrow(BackupError);
      expect(await readBackFrom(target, booked.id)).toEqual({ row: booked, pending: [] });
    });
  });
} else {
  // PGlite's work (opening a folder, packing and unpacking it) is a file's start-up work and
  // follows the machine's load: it runs in the hooks, the tests check what it left.
  describe('PGlite: the data folder', () => {
    const folder = path.join(work, 'data');
    const restoredFolder = path.join(work, 'restored');
    let booked: Booked;
    let refusedWhileOpen: unknown;
    let fileWhileOpen: boolean;

    beforeAll(async () => {
      const server = (await openPgliteCopy('seeded', folder))!;
      try {
        booked = await bookOne(server);
        refusedWhileOpen = await backupDatabase({ dataDir: folder }, file).catch((error: unknown) => error);
        fileWhileOpen = fs.existsSync(file);
      } finally {
        await server.close();
      }
      await backupDatabase({ dataDir: folder }, file);
    });

    it('keeps the data folder and the backup owner-only: folders 0700, files 0600, the backup 0600', () => {
      expect(modesUnder(folder)).toEqual({ dirs: ['700'], files: ['600'] });
      expect(mode(file)).toBe('600');
    });

    it('refuses to back up a folder a server has open, and leaves no file', () => {
      expect(refusedWhileOpen).toBeInstanceOf(BackupError);
      expect((refusedWhileOpen as Error).message).toMatch(/is in use.*stop the server/);
      expect(fileWhileOpen).toBe(false);
    });

    describe('restored into a new folder', () => {
      let summary: RestoreSummary;
      let readBack: ReadBack;
      beforeAll(async () => {
        summary = await restoreDatabase({ dataDir: restoredFolder }, file);
        readBack = await readBackFrom({ dataDir: restoredFolder }, booked.id);
      });

      it('holds the booking and has run every migration', () => {
        expect(summary.pendingMigrations).toEqual([]);
        expect(summary.bookings).toBeGreaterThan(1);
        expect(readBack).toEqual({ row: booked, pending: [] });
        expect(modesUnder(restoredFolder)).toEqual({ dirs: ['700'], files: ['600'] });
      });
    });

    describe('restoring over a folder that is not empty', () => {
      const marker = path.join(restoredFolder, 'not-from-the-backup');
      let refused: unknown;
      let listingAfterRefusal: string[];
      let brokenRefused: unknown;
      let listingAfterBroken: string[];
      let readBack: ReadBack;
      beforeAll(async () => {
        fs.writeFileSync(marker, 'left by the test');
        const listing = () => fs.readdirSync(restoredFolder).sort();
        refused = await restoreDatabase({ dataDir: restoredFolder }, file).catch((error: unknown) => error);
        listingAfterRefusal = listing();
        const broken = path.join(work, 'broken');
        fs.writeFileSync(broken, fs.readFileSync(file).subarray(0, 5000));
        brokenRefused = await restoreDatabase({ dataDir: restoredFolder }, broken, { force: true }).catch((error: unknown) => error);
        listingAfterBroken = listing();
        await restoreDatabase({ dataDir: restoredFolder }, file, { force: true });
        readBack = await readBackFrom({ dataDir: restoredFolder }, booked.id);
      });

      it('is refused without --force, and the folder is left as it was', () => {
        expect(refused).toBeInstanceOf(BackupError);
        expect((refused as Error).message).toMatch(/is not empty.*--force/);
        expect(listingAfterRefusal).toContain('not-from-the-backup');
      });

      it('keeps the folder as it was when the backup file is broken', () => {
        expect(brokenRefused).toBeInstanceOf(BackupError);
        expect(listingAfterBroken).toContain('not-from-the-backup');
      });

      it('replaces the folder with the backup when forced', () => {
        expect(fs.existsSync(marker)).toBe(false);
        expect(readBack).toEqual({ row: booked, pending: [] });
      });
    });
  });
}
