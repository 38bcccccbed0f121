import { lazy, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { themeOptionFor } from './themeOptions';

const ThemeMenuPopup = lazy(() => import('./ThemeMenuPopup'));

/** Light / Dark / System (SPEC.md §1); MUI stores the choice under vite-ui-theme. */
export function ThemeMenu() {
  const { mode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = themeOptionFor(mode);

  return (
    <>
      <IconButton
        aria-label={`Theme: ${current.label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'theme-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <current.Icon />
      </IconButton>
      <OnceOpened opened={Boolean(anchor)}>
        <ThemeMenuPopup id="theme-menu" anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
