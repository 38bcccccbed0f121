import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabStrip } from './TabStrip';

const TABS = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
  { value: 'c', label: 'Third' },
] as const;

function Strip({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabStrip
      label="Parts"
      tabs={TABS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TabStrip', () => {
  it('is a named tab list whose selected tab is its one Tab stop', () => {
    render(<Strip onChange={jest.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'First', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Second', selected: false })).toHaveAttribute('tabindex', '-1');
  });

  it('chooses a tab on a click or Enter, and not again the one already chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Strip onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('tab', { name: 'Third', selected: true })).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('b');
  });

  it('moves the focus with the arrow keys (wrapping), Home and End, without choosing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Strip onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
