import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './booking';
import { IMPORT_KINDS, type ImportKind } from './import-columns';

export { IMPORT_COLUMNS, IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MEDIA_TYPES, importTemplateCsv, type ImportKind } from './import-columns';

const Kind = Type.Unsafe<ImportKind>({ type: 'string', enum: [...IMPORT_KINDS] });

/**
 * POST /api/admin/imports (DESIGN.md §10, "Import"): the body is the file itself (text/csv,
 * or text/calendar for bookings), UTF-8 with or without a BOM, at most 20 MB. A dry run
 * changes nothing; an import with any error or conflict changes nothing (422 with the same
 * report) unless skip_invalid=true. `file_name` is what the list of past imports shows;
 * `progress` is a token the wizard picks to poll GET /api/admin/imports/progress/{token}.
 */
export const ImportQuery = Type.Object(
  {
    kind: Kind,
    dry_run: Type.Optional(Type.Boolean({ default: false })),
    skip_invalid: Type.Optional(Type.Boolean({ default: false })),
    file_name: Type.Optional(Type.String({ maxLength: 255 })),
    progress: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
  },
  { additionalProperties: false },
);
export type ImportQuery = Static<typeof ImportQuery>;

/**
 * A row that cannot be imported: its row number as a spreadsheet shows it (the header is row 1,
 * the first data row 2; in an .ics file the event's 1-based position), the column (or iCalendar
 * property; null for the whole row) and what is wrong.
 */
export const ImportError = Type.Object({ row: Type.Integer(), field: Type.Union([Type.String(), Type.Null()]), message: Type.String() });
export type ImportError = Static<typeof ImportError>;

/** A timetable row's date whose time is taken (or closed) in its room. */
export const ImportConflict = Type.Object({ row: Type.Integer(), date: Type.String(), room_name: Type.String(), message: Type.String() });
export type ImportConflict = Static<typeof ImportConflict>;

/**
 * The answer of an import or its dry run. `rows` counts the file's data rows; created,
 * updated and unchanged count records (rooms, users or bookings — a weekly timetable row
 * makes many bookings); `skipped` counts the rows and dates left out under skip_invalid.
 * `id` is null for a dry run and for a refused import.
 */
export const ImportReport = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  kind: Kind,
  dry_run: Type.Boolean(),
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  skipped: Type.Integer(),
  errors: Type.Array(ImportError),
  conflicts: Type.Array(ImportConflict),
});
export type ImportReport = Static<typeof ImportReport>;

/** 422: an import refused for its errors or conflicts (nothing changed) — the report, with a message saying so. */
export const ImportRefusal = Type.Composite([Type.Object({ message: Type.String() }), ImportReport]);
export type ImportRefusal = Static<typeof ImportRefusal>;

/** A past import as GET /api/admin/imports lists it (newest first). */
export const ImportSummary = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  file_name: Type.Union([Type.String(), Type.Null()]),
  created_by: Type.String(),
  created_at: IsoDateTime,
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  skipped: Type.Integer(),
  undone_at: Type.Union([IsoDateTime, Type.Null()]),
});
export type ImportSummary = Static<typeof ImportSummary>;
export const ImportsResponse = Type.Object({ imports: Type.Array(ImportSummary) });
export type ImportsResponse = Static<typeof ImportsResponse>;

/** GET /api/admin/imports/progress/{token}: how far the import the wizard started has come. */
export const ImportProgress = Type.Object({
  phase: Type.Unsafe<'reading' | 'checking' | 'writing' | 'done'>({ type: 'string', enum: ['reading', 'checking', 'writing', 'done'] }),
  done: Type.Integer(),
  total: Type.Union([Type.Integer(), Type.Null()]),
});
export type ImportProgress = Static<typeof ImportProgress>;

/**
 * DELETE /api/admin/imports/{id}: undo. Cancels the import's bookings that have not started
 * (each booker told once), removes the rooms and users it created that nothing refers to, and
 * says what it kept and why.
 */
export const ImportUndoResult = Type.Object({
  message: Type.String(),
  cancelled: Type.Integer(),
  removed: Type.Integer(),
  kept: Type.Array(Type.Object({ name: Type.String(), reason: Type.String() })),
});
export type ImportUndoResult = Static<typeof ImportUndoResult>;
