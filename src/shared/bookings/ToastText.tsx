import Box from '@mui/material/Box';

/** A toast with a bold title and an optional second line (notistack renders any node). */
export function ToastText({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>{title}</Box>
      {detail ? <Box component="span">{detail}</Box> : null}
    </Box>
  );
}
