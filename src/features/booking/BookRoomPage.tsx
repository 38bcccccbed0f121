import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useView, ViewSwitch } from '@shared/navigation/ViewSwitch';
import { bookRoomViews } from './views';

/** "By room" is SPEC.md's flow and the default; "Day grid" is `?view=grid` (DESIGN.md §10). */
const VIEWS = [
  { value: 'room', label: 'By room' },
  { value: 'grid', label: 'Day grid' },
] as const;

const BookRoomView = bookRoomViews.room.Component;
const BookFromGrid = bookRoomViews.grid.Component;

export default function BookRoomPage() {
  const view = useView(VIEWS);
  return (
    // useFlexGap: the day grid inside must have no Stack sibling-margin rule over it (DayGridView).
    <Stack spacing={3} useFlexGap sx={{ p: { xs: 2, md: 3 } }}>
      {/* The heading is drawn before the rooms come back: it is the page's largest paint (LCP). */}
      <Typography variant="h4" component="h1">
        Book a Room
      </Typography>
      <ViewSwitch label="View" views={VIEWS} />
      <Suspense fallback={<CircularProgress aria-label="Loading rooms" sx={{ display: 'block', mx: 'auto', mt: 8 }} />}>
        {view === 'grid' ? <BookFromGrid /> : <BookRoomView />}
      </Suspense>
    </Stack>
  );
}
