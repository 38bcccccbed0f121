import type { PopperProps } from '@mui/material/Popper';
import { onFirstOpen } from './onDemand';

/** MUI's Popper (with popper.js), loaded when first opened: in place of the one Tooltip and Autocomplete import. */
export default onFirstOpen<PopperProps & { open: boolean }>(() => import(/* webpackPrefetch: true */ '@mui/material/Popper'));
