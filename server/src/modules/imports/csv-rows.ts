import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_REQUIRED_COLUMNS, type ImportKind } from '../../contracts/import-columns';
import { IMPORT_FILE_MESSAGES, IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import type { ImportError } from '../../contracts/imports';
import { badRequest, HttpError } from '../../shared/errors';

/** A data row of a CSV file: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface CsvRow {
  row: number;
  /** The cell of a column, trimmed; '' when the column is absent or the cell empty. */
  cell(column: string): string;
  /** Whether the file has the column at all (an absent optional column leaves a stored value as it is). */
  has(column: string): boolean;
  /** A problem of the row as a whole (more cells than columns), or null. */
  problem: ImportError | null;
}

/** "Room Name" → "room_name": headers are matched ignoring case, spaces and underscores alike. */
const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/** The header's columns, or the 400 naming the missing, unknown or repeated ones. */
export function readHeader(kind: ImportKind, header: readonly string[]): string[] {
  const known: readonly string[] = IMPORT_COLUMNS[kind];
  const columns = header.map(columnKey);
  const named = columns.filter(Boolean);
  if (named.length === 1 && /[;\t]/.test(named[0])) throw badRequest(IMPORT_FILE_MESSAGES.semicolons);
  const repeated = [...new Set(named.filter((c, i) => named.indexOf(c) !== i))];
  if (repeated.length) throw badRequest(IMPORT_FILE_MESSAGES.repeatedColumns(repeated));
  const unknown = header.filter((_, i) => columns[i] && !known.includes(columns[i])).map((h) => h.trim());
  if (unknown.length) throw badRequest(IMPORT_FILE_MESSAGES.unknownColumns(kind, unknown));
  const missing = IMPORT_REQUIRED_COLUMNS[kind].filter((c) => !columns.includes(c));
  if (missing.length) throw badRequest(IMPORT_FILE_MESSAGES.missingColumns(kind, missing));
  return columns;
}

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is not closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other characters',
  CSV_MAX_RECORD_SIZE: 'a row is longer than a million characters',
};

/** csv-parse's refusal as a 400 naming the row it was reading (the one after the last it gave). */
function csvRefusal(error: unknown, row: number): unknown {
  if (!(error instanceof CsvError)) return error;
  return badRequest(IMPORT_FILE_MESSAGES.badCsv(CSV_PROBLEMS[error.code] ?? error.message.replace(/^[^:]*:\s*/, ''), row));
}

function rowOf(row: number, values: readonly string[], columns: readonly string[], index: ReadonlyMap<string, number>): CsvRow {
  const extra = values.slice(columns.length).some((v) => v.trim() !== '');
  return {
    row,
    cell: (column) => {
      const at = index.get(column);
      return at === undefined ? '' : (values[at] ?? '').trim();
    },
    has: (column) => index.has(column),
    problem: extra ? { row, field: null, message: IMPORT_ROW_MESSAGES.extraCells(values.length, columns.length) } : null,
  };
}

/**
 * The data rows of a CSV file of the kind, read with csv-parse's streaming parser as the text
 * arrives: the header is checked first (400), rows whose cells are all empty are passed over
 * (they keep their number), a file that is not CSV at all is a 400 naming the line, and one
 * with more than `maxRows` data rows (IMPORT_MAX_ROWS) a 413 as soon as the next row is read.
 */
export async function* csvRows(kind: ImportKind, text: AsyncIterable<string>, maxRows = IMPORT_MAX_ROWS): AsyncGenerator<CsvRow> {
  const source = Readable.from(text);
  const parser = parse({ relax_column_count: true, relax_quotes: true, max_record_size: 1_000_000 });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let columns: string[] | null = null;
  let index = new Map<string, number>();
  let row = 0;
  let dataRows = 0;
  try {
    for await (const values of parser as AsyncIterable<string[]>) {
      row += 1;
      if (columns === null) {
        columns = readHeader(kind, values);
        index = new Map(columns.map((c, i) => [c, i] as const).filter(([c]) => c !== ''));
        continue;
      }
      if (values.every((v) => v.trim() === '')) continue;
      if (++dataRows > maxRows) throw new HttpError(413, IMPORT_FILE_MESSAGES.tooManyRows);
      yield rowOf(row, values, columns, index);
    }
  } catch (error) {
    throw csvRefusal(error, row + 1);
  } finally {
    source.destroy();
  }
  if (columns === null) throw badRequest(IMPORT_FILE_MESSAGES.empty);
}
