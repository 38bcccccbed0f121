import { act, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import { decomposeColor, getContrastRatio, type CssVarsTheme } from '@mui/material/styles';
import { useSnackbar } from '@shared/toasts';
import { renderWithProviders } from '@test/render';
import { theme } from './theme';

/** The colour a semi-transparent text colour shows on its background. */
function blend(foreground: string, background: string): string {
  const fg = decomposeColor(foreground);
  const bg = decomposeColor(background).values;
  const alpha = fg.type === 'rgba' ? (fg.values[3] ?? 1) : 1;
  const mixed = [0, 1, 2].map((i) => Math.round(fg.values[i] * alpha + bg[i] * (1 - alpha)));
  return `rgb(${mixed.join(', ')})`;
}

describe('theme', () => {
  it.each(['light', 'dark'] as const)('gives every toast variant text at 4.5:1 or better in the %s scheme', (scheme) => {
    // The theme is built with cssVariables, so it carries both schemes' palettes.
    const palette = (theme as unknown as CssVarsTheme).colorSchemes[scheme]!.palette;
    const failing = (['success', 'error', 'warning', 'info'] as const)
      .map((variant) => ({
        variant,
        ratio: getContrastRatio(blend(palette[variant].contrastText, palette[variant].main), palette[variant].main),
      }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it("colours toasts from the palette instead of notistack's mid tones", async () => {
    function Notify() {
      const { enqueueSnackbar } = useSnackbar();
      return <Button onClick={() => enqueueSnackbar('Saved', { variant: 'success' })}>Notify</Button>;
    }
    const { user } = renderWithProviders(<Notify />, { allStyles: true });
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const toast = (await screen.findByText('Saved')).closest('.notistack-MuiContent-success') as HTMLElement;
    expect(getComputedStyle(toast).backgroundColor).toBe('var(--mui-palette-success-main)');
    expect(getComputedStyle(toast).color).toBe('var(--mui-palette-success-contrastText)');
    await act(async () => {}); // let the toast's transition settle before unmounting
  });

  it('shows button and toggle labels as written, not in capitals', () => {
    renderWithProviders(
      <>
        <Button>Add Room</Button>
        <ToggleButton value="all">All Requests</ToggleButton>
      </>,
      { allStyles: true },
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Add Room' })).textTransform).toBe('none');
    expect(getComputedStyle(screen.getByRole('button', { name: 'All Requests' })).textTransform).toBe('none');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Add Room' })).whiteSpace).toBe('nowrap');
  });
});
