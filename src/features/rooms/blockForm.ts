import * as yup from 'yup';
import { BLOCK_NAME_MAX } from '@contracts/limits';

/** Add a block, or rename one (issue 15): a name; the server refuses a blank or taken one with its own words. */
export interface BlockForm {
  block_name: string;
}

export const blockSchema = yup.object({ block_name: yup.string().max(BLOCK_NAME_MAX) });
