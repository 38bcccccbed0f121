import { importTemplateCsv } from '@contracts/import-columns';
import { makeReport, makeSummary } from '@test/handlers/imports';
import { importFailure } from './importFailure';
import { acceptOf, fileProblem, mediaTypeOf, megabytes, newProgressToken, templateFileName, templateHref } from './importFile';
import { progressText } from './ImportProgressBar';
import { importChangeTags } from './importTags';
import { importName, importsOfKind } from './pastImports';
import { countsText, importLabel, validRows } from './texts';

const MB = 1024 * 1024;

describe('the file a wizard takes', () => {
  it('takes CSV for every kind and iCalendar for a timetable, up to 20 MB', () => {
    expect(fileProblem({ name: 'Rooms.CSV', size: 20 * MB }, 'rooms')).toBeNull();
    expect(fileProblem({ name: 'term.ics', size: 10 }, 'bookings')).toBeNull();
    expect(fileProblem({ name: 'term.ics', size: 10 }, 'users')).toBe('"term.ics" is not a CSV file.');
    expect(fileProblem({ name: 'rooms.xlsx', size: 10 }, 'bookings')).toBe('"rooms.xlsx" is not a CSV or iCalendar (.ics) file.');
    expect(fileProblem({ name: 'csv', size: 10 }, 'rooms')).toBe('"csv" is not a CSV file.');
    expect(fileProblem({ name: 'big.csv', size: 20 * MB + 1 }, 'rooms')).toBe('"big.csv" is 20.0 MB; a file can be at most 20 MB.');
    expect(fileProblem({ name: 'big.csv', size: 25.5 * MB }, 'rooms')).toBe('"big.csv" is 25.5 MB; a file can be at most 20 MB.');
  });

  it('names its accept list and media type', () => {
    expect(acceptOf('users')).toBe('.csv,text/csv');
    expect(acceptOf('bookings')).toBe('.csv,text/csv,.ics,text/calendar');
    expect(mediaTypeOf({ name: 'TERM.ICS' })).toBe('text/calendar');
    expect(mediaTypeOf({ name: 'term.csv' })).toBe('text/csv');
    expect(megabytes(3 * MB)).toBe('3 MB');
  });

  it('offers each kind’s template as a download', () => {
    const href = templateHref('bookings');
    expect(decodeURIComponent(href.replace('data:text/csv;charset=utf-8,', ''))).toBe(importTemplateCsv('bookings'));
    expect(templateFileName('bookings')).toBe('timetable-import-template.csv');
    expect(templateFileName('users')).toBe('users-import-template.csv');
  });

  it('makes a new progress token each time, as the server’s pattern allows', () => {
    const a = newProgressToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newProgressToken()).not.toBe(a);
  });
});

describe('what the wizard says', () => {
  const errors = [
    { row: 3, field: 'start_time', message: '08:30 is before 09:00' },
    { row: 3, field: 'end_time', message: '23:30 is after 23:00' },
    { row: 9, field: null, message: 'repeats row 2' },
  ];

  it('counts the valid rows as the rows without an error (a conflict skips dates, not the row)', () => {
    expect(validRows(makeReport({ rows: 10, errors }))).toBe(8);
    expect(importLabel(makeReport({ rows: 10, errors }))).toBe('Import the 8 valid rows');
    const conflicts = [{ row: 4, date: '2027-01-12', room_name: 'Seminar Room 2', message: 'booked' }];
    expect(importLabel(makeReport({ rows: 10, conflicts }))).toBe('Import the 10 valid rows');
    expect(importLabel(makeReport({ rows: 2, errors: errors.slice(0, 1) }))).toBe('Import the 1 valid row');
    expect(importLabel(makeReport({ rows: 10 }))).toBe('Import');
  });

  it('writes counts, progress and server failures', () => {
    expect(countsText('users', { created: 1, updated: 2000, unchanged: 0, skipped: 0 })).toBe('1 user created, 2,000 updated, 0 unchanged');
    expect(countsText('bookings', { created: 160000, updated: 0, unchanged: 3, skipped: 12 })).toBe(
      '160,000 bookings created, 0 updated, 3 unchanged, 12 skipped',
    );
    expect(progressText({ phase: 'checking', done: 1500, total: 10000 })).toBe('Checking the rows: 1,500 of 10,000');
    expect(progressText({ phase: 'reading', done: 20, total: null })).toBe('Reading the file: 20');
    expect(importFailure({ status: 400, data: { message: 'Missing column: capacity.' } }, 'fallback')).toBe('Missing column: capacity.');
    expect(importFailure({ status: 413, data: '<html>' }, 'fallback')).toBe('The file is too large: a file can be at most 20 MB.');
    expect(importFailure({ status: 'FETCH_ERROR', error: 'TypeError' }, 'fallback')).toMatch(/^Could not reach the server/);
    expect(importFailure({ status: 500, data: {} }, 'fallback')).toBe('fallback');
  });

  it('keeps a screen’s past imports in the server’s order and names them', () => {
    const past = [makeSummary({ id: 3, kind: 'users' }), makeSummary({ id: 2 }), makeSummary({ id: 1, file_name: null })];
    expect(importsOfKind(past, 'rooms').map((i) => i.id)).toEqual([2, 1]);
    expect(importsOfKind(undefined, 'rooms')).toEqual([]);
    expect(importName(past[2])).toBe('import #1');
  });
});

describe('what an import makes stale', () => {
  it('refreshes the past imports and the lists of the kind it wrote', () => {
    expect(importChangeTags('rooms')).toEqual([{ type: 'Import', id: 'LIST' }, 'AdminRoom', 'Rooms', 'Block']);
    expect(importChangeTags('users')).toEqual([{ type: 'Import', id: 'LIST' }, 'User']);
    expect(importChangeTags('bookings')).toEqual(
      expect.arrayContaining([
        { type: 'Import', id: 'LIST' },
        { type: 'AdminBooking', id: 'LIST' },
        'AdminBooking',
        'Slots',
        'Notifications',
      ]),
    );
  });
});
