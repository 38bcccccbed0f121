import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { ToastProvider } from '@shared/toasts';
import type { AppStore } from './store';
import { theme, THEME_STORAGE_KEY } from './theme';

/** Everything a screen needs around it; the app and the tests both use this. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_STORAGE_KEY}>
        <CssBaseline />
        {/* Date pickers bring their LocalizationProvider themselves, keeping dayjs' adapter out of the first load. */}
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
