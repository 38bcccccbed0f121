import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { importTemplateCsv, type ImportKind } from '@contracts/import-columns';
import { fileOf } from '@test/files';
import { importsBackend, makeReport } from '@test/handlers/imports';
import { renderWithProviders, warmUp } from '@test/render';
import { rowWith } from '@test/rows';
import { server } from '@test/server';
import ImportDialog from './ImportDialog';

const ROOMS_CSV = importTemplateCsv('rooms');
const csv = (name: string, text = ROOMS_CSV) => fileOf(name, text);

let backend: ReturnType<typeof importsBackend>;
const fresh = () => {
  backend = importsBackend();
  server.use(...backend.handlers);
};
beforeEach(fresh);

async function openWizard(kind: ImportKind = 'rooms') {
  const view = renderWithProviders(<ImportDialog kind={kind} onClose={() => {}} />);
  await screen.findByRole('heading', { name: 'Choose a file' });
  return view;
}
warmUp(async () => {
  fresh();
  await openWizard();
});

const fileInput = () => screen.getByLabelText('Choose a file');
/** The step marked current, without its number. */
const currentStep = () =>
  screen.getByRole('list', { name: 'Import steps' }).querySelector('[aria-current="step"]')?.textContent?.replace(/^\d/, '');

describe('the import wizard', () => {
  it('starts at choosing a file, with the columns and a template to download', async () => {
    await openWizard();
    expect(screen.getByRole('dialog', { name: 'Import rooms' })).toBeInTheDocument();
    expect(currentStep()).toBe('Choose a file');
    expect(screen.getByText('Step 1 of 3: Choose a file')).toBeInTheDocument();
    expect(screen.getByText(/header row naming its columns: room_name, block_name, capacity, features, access\./)).toBeInTheDocument();
    expect(screen.getByText(/At most 20 MB and 50,000 rows\.$/)).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template).toHaveAttribute('download', 'rooms-import-template.csv');
    const href = template.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(ROOMS_CSV);
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('refuses a file over 20 MB or of another kind before uploading it, dropped or chosen', async () => {
    const { user } = await openWizard();
    const large = csv('big.csv');
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(fileInput(), large);
    expect(screen.getByRole('alert')).toHaveTextContent('"big.csv" is 21 MB; a file can be at most 20 MB.');

    const zone = screen.getByText('Drop a rooms file (.csv) here, or');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('timetable.ics', 'x', 'text/calendar')] } });
    expect(await screen.findByText('"timetable.ics" is not a CSV file.')).toBeInTheDocument();
    expect(backend.uploads).toHaveLength(0);
  });

  it('checks a clean file, imports it and shows the counts', async () => {
    const { user } = await openWizard();
    await user.upload(fileInput(), csv('rooms.csv'));

    expect(await screen.findByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(currentStep()).toBe('Preview');
    await screen.findByText('No errors or conflicts: the file is ready to import.');
    expect(screen.getByText('rooms.csv: 2 rows checked')).toBeInTheDocument();
    expect(screen.getByText('Would be created').nextSibling).toHaveTextContent('2 rooms');
    const [check] = backend.uploads;
    expect(Object.fromEntries(check.query)).toEqual({
      kind: 'rooms',
      file_name: 'rooms.csv',
      progress: expect.stringMatching(/^[0-9a-f]{32}$/),
      dry_run: 'true',
    });
    expect(check.contentType).toBe('text/csv');
    expect(check.body).toBe(ROOMS_CSV);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toHaveFocus();
    expect(screen.getByText('Imported rooms.csv: 2 rooms created, 0 updated, 0 unchanged.')).toBeInTheDocument();
    const imported = backend.uploads[1].query;
    expect([imported.get('dry_run'), imported.get('skip_invalid'), imported.get('progress')]).toEqual([null, null, expect.any(String)]);
    expect(imported.get('progress')).not.toBe(check.query.get('progress'));
  });

  it('lists every error and conflict the check found, then imports only the valid rows', async () => {
    const { user } = await openWizard('bookings');
    // A dry run answers 200 with its errors and conflicts (docs/decisions/0123).
    backend.answerNext(
      'POST',
      200,
      makeReport({
        kind: 'bookings',
        rows: 6,
        created: 40,
        errors: [
          { row: 5, field: null, message: 'This row repeats row 2.' },
          { row: 3, field: 'start_time', message: '08:30 is before 09:00' },
        ],
        conflicts: [
          {
            row: 4,
            date: '2027-01-12',
            room_name: 'Seminar Room 2',
            message: 'Seminar Room 2 is booked 2027-01-12 10:00–11:00 by Anita Rao',
          },
        ],
      }),
    );
    await user.upload(screen.getByLabelText('Choose a file'), fileOf('term.ics', 'BEGIN:VCALENDAR', 'text/calendar'));

    const summary = await screen.findByText(/^Nothing can be imported as it is: the file has 2 errors and 1 conflict\./);
    expect(summary).toHaveTextContent('Importing only the valid rows leaves out the rows with errors and the conflicting dates.');
    const errors = screen.getByRole('table', { name: 'Errors (2)' });
    expect(
      within(errors)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RowColumnMessage', '3start_time08:30 is before 09:00', '5Whole rowThis row repeats row 2.']);
    expect(rowWith('Seminar Room 2 is booked')).toHaveTextContent('42027-01-12Seminar Room 2');
    expect(backend.uploads[0].contentType).toBe('text/calendar');

    backend.answerNext('POST', 201, makeReport({ kind: 'bookings', id: 7, dry_run: false, rows: 6, created: 38, skipped: 3 }));
    await user.click(screen.getByRole('button', { name: 'Import the 4 valid rows' }));
    await screen.findByText('Imported term.ics: 38 bookings created, 0 updated, 0 unchanged, 3 skipped.');
    expect(backend.uploads[1].query.get('skip_invalid')).toBe('true');
  });

  it('shows the server’s own message when it refuses a file, and a new preview when it refuses the import', async () => {
    const { user } = await openWizard();
    backend.answerNext('POST', 400, { message: 'The file has no column named capacity.' });
    await user.upload(fileInput(), csv('rooms.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no column named capacity.');
    expect(screen.getByRole('heading', { name: 'Choose a file' })).toHaveFocus();

    await user.upload(fileInput(), csv('rooms.csv'));
    await screen.findByText('No errors or conflicts: the file is ready to import.');
    const refusal = 'Nothing was imported: the file has 1 error. Correct the file, or import only the valid rows.';
    backend.answerNext('POST', 422, {
      message: refusal,
      ...makeReport({ dry_run: false, rows: 2, errors: [{ row: 2, field: 'block_name', message: 'there is no block "Main Block"' }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(rowWith('there is no block "Main Block"')).toHaveTextContent('2block_name');
    expect(screen.getByRole('button', { name: 'Import the 1 valid row' })).toBeInTheDocument();

    backend.answerNext('POST', 413, { message: 'The file is larger than 20 MB. Split it into smaller files and import each.' });
    await user.click(screen.getByRole('button', { name: 'Import the 1 valid row' }));
    expect(await screen.findByText('The file is larger than 20 MB. Split it into smaller files and import each.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('heading', { name: 'Choose a file' })).toHaveFocus();
  });

  it('undoes the import just made from its result, after asking', async () => {
    const { user } = await openWizard('bookings');
    await user.upload(fileInput(), csv('term.csv', 'room_name\nA\nB\nC\n'));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await screen.findByText('Imported term.csv: 3 bookings created, 0 updated, 0 unchanged.');
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(confirm).toHaveTextContent(
      'Undo the import of term.csv? The bookings this import created that have not started yet are cancelled, and each booker is told once.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Import of term.csv undone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    expect(backend.db.imports[0].undone_at).not.toBeNull();
  });

  it('shows a progress bar when a run takes over 2 s, fed by polling its token', async () => {
    const { user } = await openWizard();
    await user.upload(fileInput(), csv('rooms.csv'));
    await screen.findByText('No errors or conflicts: the file is ready to import.');
    const release = backend.holdNext();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Import' }));
      expect(screen.getByText('Importing rooms.csv…')).toBeInTheDocument();
      expect(currentStep()).toBe('Import');
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(backend.polls).toEqual([]);

      // Until the server knows the token (404), the bar runs without a value.
      act(() => jest.advanceTimersByTime(1));
      const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
      await waitFor(() => expect(backend.polls.length).toBeGreaterThan(0));
      expect(bar).not.toHaveAttribute('aria-valuenow');

      backend.setProgress({ phase: 'writing', done: 1200, total: 4000 });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'));
      expect(screen.getByText('Writing: 1,200 of 4,000')).toBeInTheDocument();
      expect(new Set(backend.polls)).toEqual(new Set([backend.uploads[1].query.get('progress')]));
      release();
      await screen.findByText('Imported rooms.csv: 2 rooms created, 0 updated, 0 unchanged.');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
