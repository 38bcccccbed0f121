import { lazy, Suspense } from 'react';
import type { TextareaAutosizeProps } from '@mui/material/TextareaAutosize';

const Autosize = lazy(() => import(/* webpackPrefetch: true */ '@mui/material/TextareaAutosize'));

/**
 * The growing text area of a multiline field, in place of the one InputBase imports: until its
 * code is in, the same field is a plain text area of its first height (the value, the handlers
 * and the ref are the same), so a multiline field drawn at first paint is there and usable at once.
 */
export default function TextareaOnFirstDraw({ minRows, maxRows, ...props }: TextareaAutosizeProps) {
  return (
    <Suspense fallback={<textarea rows={Number(minRows ?? 1)} {...props} />}>
      <Autosize minRows={minRows} maxRows={maxRows} {...props} />
    </Suspense>
  );
}
