import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** SPEC.md §2 loading state, shown while a screen's code loads: the whole window, or the page area inside the shell. */
export function LoadingScreen({ inPage = false }: { inPage?: boolean }) {
  return (
    <Box role="status" sx={{ minHeight: inPage ? '40vh' : '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
