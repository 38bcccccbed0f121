import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ViewSwitch } from './ViewSwitch';

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'schedule', label: 'Schedule' },
] as const;

function Search() {
  return <output>{useLocation().search || 'bare'}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ViewSwitch label="View" views={VIEWS} />
      <Search />
    </MemoryRouter>,
  );
}

describe('ViewSwitch', () => {
  it('is a named group whose pressed button, the URL’s view, is its one Tab stop', () => {
    renderAt('/admin/bookings?view=schedule');
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule', pressed: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'List', pressed: false })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the chosen view in the URL, the default one as a bare URL', async () => {
    const user = userEvent.setup();
    renderAt('/admin/bookings?page=3');
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('status')).toHaveTextContent('?view=schedule');
    expect(screen.getByRole('button', { name: 'Schedule', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('status')).toHaveTextContent('bare');
  });

  it('moves the focus between its buttons with the arrow keys, and chooses with Enter', async () => {
    const user = userEvent.setup();
    renderAt('/admin/bookings');
    await user.tab();
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('bare');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('?view=schedule');
  });
});
