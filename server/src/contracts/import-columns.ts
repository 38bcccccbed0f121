/**
 * Import (DESIGN.md §10): what each kind of file holds, as plain values both sides read —
 * the server checks a file's header against these columns, the wizard offers a template
 * CSV built from them.
 */

export const IMPORT_KINDS = ['rooms', 'users', 'bookings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Files up to 20 MB; larger bodies answer 413. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * What one file may ask for besides its bytes (docs/decisions/0245): data rows (a CSV's rows,
 * an iCalendar file's events) and, for a timetable, the bookings its rows expand to. More is
 * a 413, found while the file is read, so no file can hold the server's memory past the
 * import's budget (10,000 rows, about 160,000 bookings, ≤ 300 MB).
 */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BOOKINGS = 200_000;

/** The header of each kind's CSV, in the template's order. Lists inside a cell are `;`-separated. */
export const IMPORT_COLUMNS = {
  rooms: ['room_name', 'block_name', 'capacity', 'features', 'access'],
  users: ['email', 'name', 'department', 'roles'],
  bookings: [
    'room_name',
    'block_name',
    'booker_email',
    'purpose',
    'start_date',
    'end_date',
    'weekdays',
    'start_time',
    'end_time',
    'skip_dates',
  ],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Columns a row must fill (the rest may be empty). */
export const IMPORT_REQUIRED_COLUMNS = {
  rooms: ['room_name', 'block_name'],
  users: ['email', 'name'],
  bookings: ['room_name', 'block_name', 'booker_email', 'purpose', 'start_date', 'start_time', 'end_time'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Two example rows per kind for the template CSV. */
export const IMPORT_EXAMPLE_ROWS: Record<ImportKind, readonly (readonly string[])[]> = {
  rooms: [
    ['Seminar Room 2', 'Main Block', '40', 'Projector;Whiteboard', 'Faculty;Staff'],
    ['Reading Room', 'Library Block', '25', '', 'Student'],
  ],
  users: [
    ['a.rao@campus.example', 'Anita Rao', 'Physics', 'rb_faculty'],
    ['clubs.music@campus.example', 'Music Club', '', 'rb_clubs'],
  ],
  bookings: [
    [
      'Seminar Room 2',
      'Main Block',
      'a.rao@campus.example',
      'PH101 Lecture',
      '2027-01-04',
      '2027-04-23',
      'Mon;Thu',
      '10:00',
      '11:00',
      '2027-01-26',
    ],
    ['Reading Room', 'Library Block', 'a.rao@campus.example', 'Thesis defence', '2027-02-15', '', '', '14:00', '16:00', ''],
  ],
};

/** The template CSV of a kind: its header and the two example rows (quoted where a cell needs it). */
export function importTemplateCsv(kind: ImportKind): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [IMPORT_COLUMNS[kind], ...IMPORT_EXAMPLE_ROWS[kind]].map((row) => row.map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Media types the import route takes: CSV for every kind, iCalendar for bookings too. */
export const IMPORT_MEDIA_TYPES = { csv: 'text/csv', ics: 'text/calendar' } as const;
