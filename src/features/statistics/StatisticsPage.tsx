import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useCan } from '@shared/session/useCurrentUser';
import { useGetUsageStatsQuery } from './api';
import { PeriodPicker } from './PeriodPicker';
import { ScopePicker, type Scope } from './ScopePicker';
import { isEmptyPeriod } from './statsFormat';
import { usePeriod } from './usePeriod';

// The figures (and after them the charts) are drawn once the period's numbers are in: their
// code loads beside the request for them, not before the page's first paint.
const loadFigures = () => import('./UsageFigures');
const UsageFigures = lazy(loadFigures);

/** /statistics (DESIGN.md §9): how rooms are used in a period — campus-wide for administrators, one's own otherwise. */
export default function StatisticsPage() {
  const tz = useCampusTz();
  const period = usePeriod(tz);
  const canPickRooms = useCan('book');
  const [scope, setScope] = useState<Scope>({});
  const query = period.period && { ...period.period, block_id: scope.blockId, room_id: scope.roomId };
  const { data, isFetching, isError, refetch } = useGetUsageStatsQuery(query ?? { from: '', to: '' }, { skip: !query });
  const stats = query ? data : undefined;
  useEffect(() => void loadFigures().catch(() => {}), []);

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <div>
        <Typography variant="h4" component="h1">
          Statistics
        </Typography>
        <Typography color="text.secondary">
          {data?.scope === 'own' ? 'How your bookings use the rooms.' : 'How the rooms on campus are used.'}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <PeriodPicker state={period} />
          {canPickRooms && <ScopePicker value={scope} onChange={setScope} />}
        </Stack>
      </Paper>
      {isError ? (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Try Again</Button>}>
          Failed to load statistics. Please try again.
        </Alert>
      ) : !stats || (isFetching && !data) ? (
        query && <CircularProgress aria-label="Loading statistics" sx={{ alignSelf: 'center' }} />
      ) : (
        <Stack spacing={3} aria-busy={isFetching}>
          <Typography component="h2" variant="h6">
            {`${stats.period.from} to ${stats.period.to} · ${stats.period.days} ${stats.period.days === 1 ? 'day' : 'days'}`}
          </Typography>
          {isEmptyPeriod(stats) ? (
            <Alert severity="info">No confirmed bookings or requests in this period.</Alert>
          ) : (
            <Suspense fallback={<CircularProgress aria-label="Loading statistics" sx={{ alignSelf: 'center' }} />}>
              <UsageFigures stats={stats} />
            </Suspense>
          )}
        </Stack>
      )}
    </Stack>
  );
}
