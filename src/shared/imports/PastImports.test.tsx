import { screen, waitFor, within } from '@testing-library/react';
import { importsBackend, makeSummary } from '@test/handlers/imports';
import { renderWithProviders, warmUp } from '@test/render';
import { server } from '@test/server';
import { PastImports } from './PastImports';

const PAST = [
  makeSummary({ id: 3, kind: 'bookings', file_name: 'term.csv', rows: 120, created: 1900 }),
  makeSummary({ id: 2, file_name: 'new-block.csv', created_by: 'Sunita Rao', rows: 12, created: 10, updated: 1, unchanged: 1 }),
  makeSummary({ id: 1, file_name: null, undone_at: '2026-03-05T14:15:00+05:30' }),
];

let backend: ReturnType<typeof importsBackend>;
const fresh = () => {
  backend = importsBackend(PAST);
  server.use(...backend.handlers);
};
beforeEach(fresh);

async function openList() {
  const view = renderWithProviders(<PastImports kind="rooms" />);
  await screen.findByRole('list', { name: 'Past imports' });
  return view;
}
warmUp(async () => {
  fresh();
  await openList();
});

const items = () => within(screen.getByRole('list', { name: 'Past imports' })).getAllByRole('listitem');

describe('past imports', () => {
  it('lists the screen’s imports: file, who, when, counts, and undone or not', async () => {
    await openList();
    expect(items().map((item) => item.textContent)).toEqual([
      'new-block.csvBy Sunita Rao, Wed, Mar 04, 2026, 09:30 AM12 rows: 10 rooms created, 1 updated, 1 unchangedUndo',
      'import #1By Arjun Mehta, Wed, Mar 04, 2026, 09:30 AM2 rows: 2 rooms created, 0 updated, 0 unchangedUndone Thu, Mar 05, 2026, 02:15 PM',
    ]);
    expect(within(items()[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing was imported on the screen yet', async () => {
    renderWithProviders(<PastImports kind="users" />);
    expect(await screen.findByText('No files have been imported here yet.')).toBeInTheDocument();
  });

  it('undoes an import after asking, showing the server’s refusal and then what it kept', async () => {
    const { user } = await openList();
    backend.answerNext('DELETE', 409, { message: 'This import has already been undone.' });
    await user.click(screen.getByRole('button', { name: 'Undo the import of new-block.csv' }));
    let confirm = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(confirm).toHaveTextContent(
      'Undo the import of new-block.csv? The rooms this import created are removed, unless something refers to them',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Undo import' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('This import has already been undone.');
    expect(within(confirm).getByRole('button', { name: 'Undo import' })).toBeDisabled();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    backend.answerNext('DELETE', 200, {
      message: 'Import undone: 9 rooms removed, 1 kept.',
      cancelled: 0,
      removed: 9,
      kept: [{ name: 'Seminar Room 2', reason: 'has bookings' }],
    });
    await user.click(screen.getByRole('button', { name: 'Undo the import of new-block.csv' }));
    confirm = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(within(confirm).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Undo import' }));
    const outcome = await screen.findByText('Import undone: 9 rooms removed, 1 kept.');
    expect(outcome.closest('[role="status"]')).toHaveTextContent('Kept Seminar Room 2: has bookings');
  });
});
