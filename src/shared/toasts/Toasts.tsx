import { forwardRef, type Ref } from 'react';
import { useTheme } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';

const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * notistack's own toast colours put white on mid tones (3.3:1 on its green); these take the
 * theme's main colour and the text colour MUI picked for it (contrastThreshold 4.5), so every
 * variant reads at WCAG AA in the light and the dark scheme. Set on the toast itself: notistack's
 * styles are added to the page after the theme's now (loaded with the first toast).
 */
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  const theme = useTheme();
  const colors = (theme.vars ?? theme).palette[props.variant as (typeof TOAST_VARIANTS)[number]];
  return (
    <MaterialDesignContent ref={ref} {...props} style={{ ...props.style, backgroundColor: colors.main, color: colors.contrastText }} />
  );
});
const TOASTS = Object.fromEntries(TOAST_VARIANTS.map((variant) => [variant, Toast]));

/** notistack's provider, drawing the toasts ToastProvider hands it (loaded with the first toast). */
export function Toasts({ ref }: { ref: Ref<SnackbarProvider> }) {
  return (
    <SnackbarProvider
      ref={ref}
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={TOASTS}
    />
  );
}
