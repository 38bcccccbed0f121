import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { renderWithProviders } from '@test/render';
import Menu from './Menu';
import Input from './Input';
import TextareaAutosize from './TextareaAutosize';

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

  it('draws a multiline field’s text area at once, with its value and first height, and grows the fields drawn once its code is in', async () => {
    const first = render(<TextareaAutosize aria-label="Purpose" minRows={2} value="Lab" onChange={() => {}} />);
    const area = screen.getByRole('textbox', { name: 'Purpose' });
    expect(area).toHaveValue('Lab');
    expect(area).toHaveAttribute('rows', '2');
    // The field shown is never swapped (typing into it would be lost); a later one grows: MUI's
    // growing text area measures itself with a hidden twin.
    let later = render(<TextareaAutosize aria-label="Reason" minRows={2} value="Talk" onChange={() => {}} />);
    await waitFor(() => {
      later.unmount();
      later = render(<TextareaAutosize aria-label="Reason" minRows={2} value="Talk" onChange={() => {}} />);
      expect(later.container.querySelectorAll('textarea')).toHaveLength(2);
    });
    expect(first.container.querySelectorAll('textarea')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Purpose' })).toBe(area);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Talk');
  });

  it('keeps the name MUI’s form control looks for', () => {
    expect((Input as unknown as { muiName: string }).muiName).toBe('Input');
  });
});
