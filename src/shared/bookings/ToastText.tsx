import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  title: string;
  detail?: string | null;
  /** A status badge beside the detail, e.g. Pending for a request. */
  badge?: ReactNode;
  /** A last line, e.g. who decides a request (issue 35). */
  note?: string | null;
}

/** A toast with a bold title and an optional second line (notistack renders any node). */
export function ToastText({ title, detail, badge, note }: Props) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {detail || badge ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: badge ? 0.5 : 0 }}>
          {detail ? <Box component="span">{detail}</Box> : null}
          {badge}
        </Box>
      ) : null}
      {note ? (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {note}
        </Box>
      ) : null}
    </Box>
  );
}
