import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StatCards } from './StatCards';

/** SPEC.md leaves /statistics' content open: the signed-in user's booking counts. */
export default function StatisticsPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Statistics
      </Typography>
      <StatCards />
    </Box>
  );
}
