import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** SPEC.md §2 loading state, shown while the first screen's code loads. */
export function LoadingScreen() {
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
