import type { MenuProps } from '@mui/material/Menu';
import { onFirstOpen } from './onDemand';

/** MUI's Menu (with Popover and Modal), loaded when first opened: in place of the one Select imports. */
export default onFirstOpen<MenuProps>(() => import(/* webpackPrefetch: true */ '@mui/material/Menu'));
