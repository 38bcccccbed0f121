import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A dialog's content and actions as one form, so Enter in a field and a `type="submit"`
 * button submit it. `display: contents` keeps DialogContent scrolling between the title and
 * the actions as if the form were not there (the dialog's paper keeps its role).
 */
export function DialogForm({ onSubmit, children }: { onSubmit: (event?: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}
