import { useState } from 'react';
import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { renderWithProviders } from '@test/render';
import Menu from './Menu';
import Input from './Input';

/** A button opening the stand-in menu, as a Select opens its own. */
function MenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button onClick={(e) => setAnchor(e.currentTarget)}>Open</Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>Pick me</MenuItem>
      </Menu>
    </>
  );
}

describe('MUI parts loaded on demand (docs/decisions/0230)', () => {
  it('draws nothing until the menu opens, then the menu with its focus on the item, and closes it', async () => {
    const { user } = renderWithProviders(<MenuButton />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const item = await screen.findByRole('menuitem', { name: 'Pick me' });
    expect(item).toHaveFocus();
    await user.click(item);
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the name MUI’s form control looks for', () => {
    expect((Input as unknown as { muiName: string }).muiName).toBe('Input');
  });
});
