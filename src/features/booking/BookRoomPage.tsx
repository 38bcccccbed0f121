import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useView, ViewSwitch } from '@shared/day-grid';
import { BookRoomView } from './BookRoomView';
import { BookFromGrid } from './grid/BookFromGrid';

/** "By room" is SPEC.md's flow and the default; "Day grid" is `?view=grid` (DESIGN.md §10). */
const VIEWS = [
  { value: 'room', label: 'By room' },
  { value: 'grid', label: 'Day grid' },
] as const;

export default function BookRoomPage() {
  const view = useView(VIEWS);
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      {/* The heading is drawn before the rooms come back: it is the page's largest paint (LCP). */}
      <Typography variant="h4" component="h1">
        Book a Room
      </Typography>
      <ViewSwitch label="View" views={VIEWS} />
      {view === 'grid' ? <BookFromGrid /> : <BookRoomView />}
    </Stack>
  );
}
