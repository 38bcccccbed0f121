import { IMPORT_ROW_MESSAGES } from '../../contracts/import-messages';
import type { ImportConflict, ImportError } from '../../contracts/imports';
import { textProblem, type TextKind } from '../../contracts/text-rule';
import type { CsvRow } from './csv-rows';

/**
 * What is wrong with a file's rows, gathered as the rows are read: each error names its row
 * and field. A row with any error is left out whole (under skip_invalid) or stops the import.
 */
export class RowProblems {
  readonly errors: ImportError[] = [];
  readonly conflicts: ImportConflict[] = [];
  private readonly failed = new Set<number>();
  private readonly cells = new Set<string>();

  /** The first problem of a cell is reported; later ones (a list's other bad items) only fail the row (docs/decisions/0245). */
  add(row: number, field: string | null, message: string): void {
    this.failed.add(row);
    const cell = `${row} ${field ?? ''}`;
    if (this.cells.has(cell)) return;
    this.cells.add(cell);
    this.errors.push({ row, field, message });
  }

  failedRow(row: number): boolean {
    return this.failed.has(row);
  }

  get failedRows(): number {
    return this.failed.size;
  }

  /** Errors in row order (rows are read in order; checks made later, such as unknown rooms, come after). */
  sorted(): ImportError[] {
    return [...this.errors].sort((a, b) => a.row - b.row);
  }
}

/** The cell of a text column after the text rule and its length limit; null (and an error) when it breaks one. */
export function textCell(problems: RowProblems, r: CsvRow, column: string, options: { max: number; kind?: TextKind; required?: boolean }) {
  const value = r.cell(column);
  const problem = textProblem(value, options.kind ?? 'single-line');
  if (problem) problems.add(r.row, column, problem);
  else if (options.required && !value) problems.add(r.row, column, IMPORT_ROW_MESSAGES.required);
  else if (value.length > options.max) problems.add(r.row, column, IMPORT_ROW_MESSAGES.tooLong(options.max));
  else return value;
  return null;
}

/** A `;`-separated list cell: its trimmed, non-empty items. */
export const listItems = (value: string): string[] =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** Case-insensitive key of a name (rooms by block and name, users by e-mail). */
export const nameKey = (...parts: string[]) => parts.map((p) => p.trim().toLowerCase()).join('\u0000');

/** The first row of each key of a file: a later row with a key seen already repeats that row. */
export class FirstRows {
  private readonly rows = new Map<string, number>();

  /** The earlier row with this key, or undefined (and this row is remembered as the key's first). */
  earlierThan(key: string, row: number): number | undefined {
    const first = this.rows.get(key);
    if (first === undefined) this.rows.set(key, row);
    return first;
  }
}
