import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import type { UsageStats } from '@contracts/stats';
import { HeatMap } from './HeatMap';
import { NoShows } from './NoShows';
import { UsageSummary } from './UsageSummary';

// The chart library is the page's biggest part: it loads after the figures, never with /home.
const UsageCharts = lazy(() => import('./UsageCharts'));

/** A period's figures, heat map and charts: code of its own, loaded while the figures are asked for. */
export default function UsageFigures({ stats }: { stats: UsageStats }) {
  return (
    <>
      <UsageSummary stats={stats} />
      <NoShows figures={stats.no_shows} own={stats.scope === 'own'} />
      <HeatMap cells={stats.heatmap} />
      <Suspense fallback={<CircularProgress aria-label="Loading charts" sx={{ alignSelf: 'center' }} />}>
        <UsageCharts stats={stats} />
      </Suspense>
    </>
  );
}
