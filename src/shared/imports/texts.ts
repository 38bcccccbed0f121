import type { ImportKind } from '@contracts/import-columns';
import type { ImportReport } from '@contracts/imports';
import { IMPORT_TITLES } from './titles';

interface KindTexts {
  /** The entry point's label and the dialog's title. */
  title: string;
  /** What the file is, for the file chooser's label. */
  file: string;
  /** What the counts count: one record, several. */
  noun: readonly [string, string];
  /** What undoing an import of this kind does, for its confirmation. */
  undo: string;
}

export const KIND_TEXTS: Record<ImportKind, KindTexts> = {
  rooms: {
    title: IMPORT_TITLES.rooms,
    file: 'rooms file (.csv)',
    noun: ['room', 'rooms'],
    undo: 'The rooms this import created are removed, unless something refers to them; rooms it updated stay as they are now.',
  },
  users: {
    title: IMPORT_TITLES.users,
    file: 'users file (.csv)',
    noun: ['user', 'users'],
    undo: 'The users this import created are removed, unless something refers to them; users it updated stay as they are now.',
  },
  bookings: {
    title: IMPORT_TITLES.bookings,
    file: 'timetable file (.csv or .ics)',
    noun: ['booking', 'bookings'],
    undo: 'The bookings this import created that have not started yet are cancelled, and each booker is told once.',
  },
};

/** "1 row", "2,000 rows". */
export function count(n: number, [one, many]: readonly [string, string]): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export const ROWS = ['row', 'rows'] as const;

/** The file's rows that have no error: what "Import the N valid rows" imports (a row's conflicting dates are skipped, its other dates kept). */
export function validRows(report: Pick<ImportReport, 'rows' | 'errors'>): number {
  return Math.max(0, report.rows - new Set(report.errors.map((e) => e.row)).size);
}

export const hasProblems = (report: Pick<ImportReport, 'errors' | 'conflicts'>) => report.errors.length + report.conflicts.length > 0;

/** The preview's import button: "Import" for a clean file, else "Import the N valid rows". */
export function importLabel(report: Pick<ImportReport, 'rows' | 'errors' | 'conflicts'>): string {
  if (!hasProblems(report)) return 'Import';
  const n = validRows(report);
  return `Import the ${count(n, ['valid row', 'valid rows'])}`;
}

/** "10 rooms created, 1 updated, 1 unchanged" (and what was skipped), for a result or a past import. */
export function countsText(kind: ImportKind, counts: Pick<ImportReport, 'created' | 'updated' | 'unchanged' | 'skipped'>): string {
  const parts = [
    `${count(counts.created, KIND_TEXTS[kind].noun)} created`,
    `${counts.updated.toLocaleString('en-US')} updated`,
    `${counts.unchanged.toLocaleString('en-US')} unchanged`,
  ];
  if (counts.skipped > 0) parts.push(`${counts.skipped.toLocaleString('en-US')} skipped`);
  return parts.join(', ');
}
