/*
 * `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: the database the
 * server would use (DATABASE_URL, else the embedded one in DATA_DIR), nothing else read.
 */
import { parseArgs } from 'node:util';
import { ConfigError, databaseLocation } from '../config';
import { backupDatabase, BackupError, restoreDatabase } from './backup';

const USAGE = 'usage: npm run backup -- <file>   |   npm run restore -- <file> [--force]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [command, file, ...extra] = positionals;
  if (!['backup', 'restore'].includes(command) || !file || extra.length > 0 || (command === 'backup' && values.force)) {
    throw new BackupError(USAGE);
  }
  const target = databaseLocation();
  const where = target.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${target.dataDir}`;
  if (command === 'backup') {
    await backupDatabase(target, file);
    console.log(`Backed up ${where} to ${file}`);
    return;
  }
  const { bookings, pendingMigrations } = await restoreDatabase(target, file, { force: values.force });
  console.log(`Restored ${file} into ${where}: ${bookings} bookings.`);
  console.log(
    pendingMigrations.length === 0
      ? 'Its migrations are current.'
      : `It is older than this build: the server runs ${pendingMigrations.join(', ')} when it starts.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? `${error.message}` : error);
  process.exit(1);
});
