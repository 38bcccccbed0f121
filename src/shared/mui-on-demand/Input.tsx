import type { InputProps } from '@mui/material/Input';
import { onFirstDraw } from './onDemand';

/** The standard (underlined) field, which no screen draws: in place of the one TextField and Select import. */
export default onFirstDraw<InputProps>(() => import('@mui/material/Input'), 'Input');
