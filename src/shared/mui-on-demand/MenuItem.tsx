import type { MenuItemProps } from '@mui/material/MenuItem';
import { onFirstDraw } from './onDemand';

/** MUI's MenuItem, loaded when a menu or a select first opens (drawn only inside them). */
export default onFirstDraw<MenuItemProps>(() => import(/* webpackPrefetch: true */ '@mui/material/MenuItem'), 'MenuItem');
