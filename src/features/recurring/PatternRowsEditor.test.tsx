import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { PatternRow } from '@contracts/recurring-dates';
import { renderWithProviders } from '@test/render';
import { findOptionWith, optionWith } from '@test/rows';
import { newPatternRow } from './form';
import { PatternRowsEditor } from './PatternRowsEditor';

// The weekly pattern of Create Recurring Booking, alone (the form around it:
// RecurringBookingPage.test.tsx; which end times are offered: patternTimes.test.ts).
function Rows() {
  const [rows, setRows] = useState<PatternRow[]>([newPatternRow()]);
  return <PatternRowsEditor rows={rows} onChange={setRows} showErrors={false} />;
}

const renderRows = () => renderWithProviders(<Rows />);
const row = (n: number) => screen.getByRole('group', { name: `Pattern row ${n}` });

describe('Recurring booking pattern rows', () => {
  it('starts with one Monday 09:00-10:00 row that cannot be removed; new rows default the same', async () => {
    const { user } = renderRows();
    const first = row(1);
    expect(within(first).getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(within(first).getByRole('combobox', { name: 'Start time' })).toHaveTextContent('09:00 AM');
    expect(within(first).getByRole('combobox', { name: 'End time' })).toHaveTextContent('10:00 AM');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();

    await user.click(within(first).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Wednesday' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(within(row(2)).getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(within(row(2)).getByRole('combobox', { name: 'Start time' })).toHaveTextContent('09:00 AM');
    expect(within(row(2)).getByRole('combobox', { name: 'End time' })).toHaveTextContent('10:00 AM');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getAllByRole('group', { name: /^Pattern row/ })).toHaveLength(1);
    expect(within(row(1)).getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it("offers only end times after the start, within 8 hours, and keeps a row's length when its start moves", async () => {
    const { user } = renderRows();
    const pick = async (name: string, option: string) => {
      await user.click(within(row(1)).getByRole('combobox', { name }));
      await user.click(await findOptionWith(option));
    };
    await user.click(within(row(1)).getByRole('combobox', { name: 'Start time' }));
    const starts = screen.getAllByRole('option').map((o) => o.textContent);
    expect([starts[0], starts[1], starts.at(-1), starts.length]).toEqual(['09:00 AM', '09:15 AM', '10:45 PM', 56]);
    // Options by their text: naming all 56 of them per lookup is what made this test slow.
    await user.click(optionWith('11:00 AM'));
    expect(within(row(1)).getByRole('combobox', { name: 'End time' })).toHaveTextContent('12:00 PM');

    await user.click(within(row(1)).getByRole('combobox', { name: 'End time' }));
    const ends = screen.getAllByRole('option').map((o) => o.textContent);
    expect([ends[0], ends.at(-1), ends.length]).toEqual(['11:15 AM', '07:00 PM', 32]);
    expect(ends).not.toContain('10:00 AM');
    expect(ends).not.toContain('11:00 AM');
    await user.click(optionWith('01:30 PM'));

    await pick('Start time', '09:00 PM');
    expect(within(row(1)).getByRole('combobox', { name: 'End time' })).toHaveTextContent('11:00 PM');
    await pick('Start time', '09:30 AM');
    expect(within(row(1)).getByRole('combobox', { name: 'End time' })).toHaveTextContent('11:30 AM');
  });
});
