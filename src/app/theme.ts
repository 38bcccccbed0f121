import { createTheme } from '@mui/material/styles';

/** Storage key and default of SPEC.md §1: Light, Dark or System, default System. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

/** SPEC.md §9 breakpoints (xs 480 is below MUI's first step, so xs starts at 0). */
const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
const belowSm = `@media (max-width:${BREAKPOINTS.sm - 0.05}px)`;

/**
 * When the operating system asks for less motion, nothing slides, fades or grows: dialogs,
 * menus, drawers and toasts appear at once, and skeletons stop pulsing. Button ripples finish
 * at once instead of being removed, because a text button's keyboard focus is shown by its
 * ripple. Progress spinners keep turning: they are the only sign that work is under way.
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
    '.MuiTouchRipple-ripple, .MuiTouchRipple-child': { animationDuration: '1ms !important', animationIterationCount: '1 !important' },
    '.MuiSkeleton-root': { animation: 'none !important' },
  },
};

/** Light and dark palettes as CSS variables; dark mode is switched by a class on <html>. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  // contrastThreshold 4.5 (WCAG AA) makes MUI pick dark text on mid-tone fills such as the
  // dark theme's error red, where white text would fail axe's colour-contrast rule.
  colorSchemes: {
    light: {
      palette: { contrastThreshold: 4.5, primary: { main: '#1f3a93' }, secondary: { main: '#6b4fbb' }, background: { default: '#f6f7fb' } },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#8fa8ff' },
        secondary: { main: '#b9a5ff' },
        background: { default: '#0f1220', paper: '#171a2b' },
      },
    },
  },
  shape: { borderRadius: 8 },
  breakpoints: { values: BREAKPOINTS },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    // Page headings: a phone's narrow column keeps a title like "Admin Booking Management" to two lines.
    h4: { [belowSm]: { fontSize: '1.5rem' } },
  },
  components: {
    MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
    // Labels show as SPEC.md writes them ("All Requests", "Conference Room"), not in capitals,
    // and on one line: a narrow header squeezes the title beside "Add Room", not the button
    // (MUI's minWidth 64 would otherwise let a flex row shrink it under its label).
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 } },
    },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
