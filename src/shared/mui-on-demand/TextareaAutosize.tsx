import { useEffect, useState, type ComponentType } from 'react';
import type { TextareaAutosizeProps } from '@mui/material/TextareaAutosize';

let Growing: ComponentType<TextareaAutosizeProps> | null = null;
let loading: Promise<void> | null = null;
const loadGrowing = () =>
  (loading ??= import(/* webpackPrefetch: true */ '@mui/material/TextareaAutosize').then(
    (m) => {
      Growing = m.default;
    },
    () => {
      loading = null;
    },
  ));

/**
 * The growing text area of a multiline field, in place of the one InputBase imports. A field
 * drawn before that code is in stays a plain text area of its first height for as long as it is
 * shown (it scrolls rather than grows); fields drawn later grow. It is never swapped while shown:
 * a text area replaced under a user's (or a test's) typing lost what was typed (decision 0260).
 */
export default function TextareaOnFirstDraw({ minRows, maxRows, ...props }: TextareaAutosizeProps) {
  const [Field] = useState(() => Growing);
  useEffect(() => {
    if (!Growing) void loadGrowing();
  }, []);
  if (Field) return <Field minRows={minRows} maxRows={maxRows} {...props} />;
  return <textarea rows={Number(minRows ?? 1)} {...props} />;
}
