import type { ImportProgress } from '../../contracts/imports';

export type Phase = ImportProgress['phase'];

/** What an import tells about how far it has come (a no-op when the wizard asked for no progress). */
export interface ProgressReporter {
  set(phase: Phase, done: number, total: number | null): void;
}

export const NO_PROGRESS: ProgressReporter = { set: () => {} };

interface Entry {
  userId: number;
  progress: ImportProgress;
  touched: number;
}

/** An entry nobody asked about for this long is forgotten. */
const KEEP_MS = 10 * 60_000;

/**
 * The progress of running imports by the token the wizard chose, in this process's memory
 * (docs/decisions/0124: with several server processes the poll must reach the process that
 * runs the import). Only the user who started an import may read its progress.
 */
export class ProgressBoard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

  reporter(token: string | undefined, userId: number): ProgressReporter {
    if (!token) return NO_PROGRESS;
    this.forgetOld();
    const entry: Entry = { userId, progress: { phase: 'reading', done: 0, total: null }, touched: this.clock() };
    this.entries.set(token, entry);
    return {
      set: (phase, done, total) => {
        entry.progress = { phase, done, total };
        entry.touched = this.clock();
      },
    };
  }

  read(token: string, userId: number): ImportProgress | undefined {
    const entry = this.entries.get(token);
    return entry && entry.userId === userId ? { ...entry.progress } : undefined;
  }

  private forgetOld(): void {
    const now = this.clock();
    for (const [token, entry] of this.entries) if (now - entry.touched > KEEP_MS) this.entries.delete(token);
  }
}
