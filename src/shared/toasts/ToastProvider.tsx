import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage, SnackbarProvider } from 'notistack';
import type { Toasts as LoadedToasts } from './Toasts';

/** What a screen may do with toasts: notistack's useSnackbar(), as the app calls it. */
export interface ToastApi {
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject) => SnackbarKey;
  closeSnackbar: (key?: SnackbarKey) => void;
}

type Toast = [SnackbarMessage, OptionsObject & { key: SnackbarKey }];

const ToastContext = createContext<ToastApi | null>(null);
let lastKey = 0;

/**
 * Toasts without notistack in the first load (docs/decisions/0231): the first toast loads it
 * (webpack prefetches it once the page is idle) and is shown as soon as its provider is mounted;
 * later ones go straight to it. A key is given to every toast here, so the caller has it at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Toasts, setToasts] = useState<typeof LoadedToasts | null>(null);
  const provider = useRef<SnackbarProvider | null>(null);
  const waiting = useRef<Toast[]>([]);
  const loading = useRef(false);

  const api = useMemo<ToastApi>(
    () => ({
      enqueueSnackbar: (message, options = {}) => {
        const toast: Toast = [message, { ...options, key: options.key ?? `toast-${++lastKey}` }];
        if (provider.current) return provider.current.enqueueSnackbar(...toast);
        waiting.current.push(toast);
        if (!loading.current) {
          loading.current = true;
          import(/* webpackPrefetch: true */ './Toasts').then(
            (m) => setToasts(() => m.Toasts),
            // Offline: the next toast tries again.
            () => (loading.current = false),
          );
        }
        return toast[1].key;
      },
      closeSnackbar: (key) => {
        if (provider.current) provider.current.closeSnackbar(key);
        else waiting.current = key === undefined ? [] : waiting.current.filter(([, o]) => o.key !== key);
      },
    }),
    [],
  );
  const attach = useCallback((mounted: SnackbarProvider | null) => {
    provider.current = mounted;
    for (const toast of mounted ? waiting.current.splice(0) : []) mounted!.enqueueSnackbar(...toast);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Toasts && <Toasts ref={attach} />}
    </ToastContext.Provider>
  );
}

/** Shows and closes toasts (in place of notistack's useSnackbar, which would load it at once). */
export function useSnackbar(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useSnackbar is used outside ToastProvider');
  return api;
}
