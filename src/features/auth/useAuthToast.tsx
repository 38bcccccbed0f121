import { useCallback } from 'react';
import { useSnackbar, type SnackbarKey } from '@shared/toasts';
import Box from '@mui/material/Box';

/** SPEC.md §9 toast durations. */
export const TOAST_MS = { login: 4000, sessionError: 5000 } as const;

// SPEC.md §4: the sign-in toasts keep one visible, so a new one replaces the last.
let lastAuthToast: SnackbarKey | undefined;

function ToastText({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {text}
    </Box>
  );
}

/** Title-and-text toasts for sign-in, sign-out and the session check. */
export function useAuthToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (variant: 'success' | 'error', title: string, text: string, duration: number = TOAST_MS.login) => {
      if (lastAuthToast !== undefined) closeSnackbar(lastAuthToast);
      lastAuthToast = enqueueSnackbar(<ToastText title={title} text={text} />, { variant, autoHideDuration: duration });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}

/** The server's `{message}` of a failed call, or SPEC.md's fallback. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}
