import type { FilledInputProps } from '@mui/material/FilledInput';
import { onFirstDraw } from './onDemand';

/** The filled field, which no screen draws (every field is outlined): in place of the one TextField and Select import. */
export default onFirstDraw<FilledInputProps>(() => import('@mui/material/FilledInput'), 'Input');
