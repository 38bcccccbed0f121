import fs from 'node:fs';
import path from 'node:path';

/** Owner only: the data folder and its folders, and every file of it and every backup. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A PGlite data folder on disk (not `memory://` or an empty path). */
export const isFolderOnDisk = (dataDir: string) => dataDir !== '' && !/^[a-z]+:\/\//i.test(dataDir);

/**
 * Makes the data folder (creating it 0700) and everything in it readable by its owner only
 * (issue 36). PGlite's file system layer creates every file 0666 whatever the umask, so the
 * folder is made 0700 before PGlite opens it (nobody else can reach in, whatever a new file's
 * mode) and the modes are set again once it is open and after it closes.
 */
export function makePrivate(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (dir: string) => {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) fs.chmodSync(target, PRIVATE_FILE_MODE);
    }
  };
  walk(dataDir);
}
