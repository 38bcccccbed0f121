import type { ImportKind } from '@contracts/import-columns';

/** The entry point's label and the dialog's title: all a screen's first paint needs of the wizard's texts (texts.ts). */
export const IMPORT_TITLES: Record<ImportKind, string> = {
  rooms: 'Import rooms',
  users: 'Import users',
  bookings: 'Import timetable',
};
