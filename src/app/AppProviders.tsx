import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { styled, ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { AppStore } from './store';
import { theme, THEME_STORAGE_KEY } from './theme';

const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * notistack's own toast colours put white on mid tones (3.3:1 on its green); these take the
 * theme's main colour and the text colour MUI picked for it (contrastThreshold 4.5), so every
 * variant reads at WCAG AA in the light and the dark scheme.
 */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => {
  const { palette } = t.vars ?? t;
  return Object.fromEntries(
    TOAST_VARIANTS.map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: palette[variant].main, color: palette[variant].contrastText },
    ]),
  );
});
const TOASTS = Object.fromEntries(TOAST_VARIANTS.map((variant) => [variant, Toast]));

/** Everything a screen needs around it; the app and the tests both use this. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_STORAGE_KEY}>
        <CssBaseline />
        {/* Date pickers bring their LocalizationProvider themselves, keeping dayjs' adapter out of the first load. */}
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={TOASTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
