import type { Theme } from '@mui/material/styles';

/**
 * MUI's Toolbar as a style (a flex row as high as the theme's toolbar mixin says for the width),
 * for the top bar and the sidebar's head: Toolbar's code is not needed for that on every page (0266).
 */
export const toolbarRow = (theme: Theme) =>
  ({ position: 'relative', display: 'flex', alignItems: 'center', ...theme.mixins.toolbar }) as const;
