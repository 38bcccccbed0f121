import { IMPORT_MAX_BYTES, IMPORT_MEDIA_TYPES, importTemplateCsv, type ImportKind } from '@contracts/import-columns';

/** A timetable may also be an iCalendar file; rooms and users are CSV only. */
const EXTENSIONS: Record<ImportKind, readonly string[]> = { rooms: ['.csv'], users: ['.csv'], bookings: ['.csv', '.ics'] };

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** The file input's `accept`: the extensions and their media types. */
export function acceptOf(kind: ImportKind): string {
  return EXTENSIONS[kind].flatMap((ext) => [ext, ext === '.ics' ? IMPORT_MEDIA_TYPES.ics : IMPORT_MEDIA_TYPES.csv]).join(',');
}

/** The body's Content-Type: iCalendar for an .ics file, CSV for anything else. */
export function mediaTypeOf(file: Pick<File, 'name'>): string {
  return extensionOf(file.name) === '.ics' ? IMPORT_MEDIA_TYPES.ics : IMPORT_MEDIA_TYPES.csv;
}

/** "20 MB", "20.5 MB": sizes as the limit is written. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * Why a chosen or dropped file cannot be sent, or null: a wrong kind of file, or one over the
 * server's 20 MB limit (checked here so a large file is not uploaded only to be refused).
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, kind: ImportKind): string | null {
  if (!EXTENSIONS[kind].includes(extensionOf(file.name))) {
    return kind === 'bookings' ? `"${file.name}" is not a CSV or iCalendar (.ics) file.` : `"${file.name}" is not a CSV file.`;
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return `"${file.name}" is ${megabytes(file.size)}; a file can be at most ${megabytes(IMPORT_MAX_BYTES)}.`;
  }
  return null;
}

/** The template as a link's target: a data URL, so it downloads without a request. */
export function templateHref(kind: ImportKind): string {
  return `data:${IMPORT_MEDIA_TYPES.csv};charset=utf-8,${encodeURIComponent(importTemplateCsv(kind))}`;
}

export const templateFileName = (kind: ImportKind) => `${kind === 'bookings' ? 'timetable' : kind}-import-template.csv`;

/**
 * A token for GET /admin/imports/progress/{token}: 128 random bits in hex. From getRandomValues,
 * which (unlike randomUUID) works on a page served over plain HTTP too.
 */
export function newProgressToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
