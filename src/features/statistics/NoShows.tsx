import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { NoShows as NoShowFigures } from '@contracts/stats';

const SHOWN = 5;

function Ranking({ title, rows }: { title: string; rows: { key: number; name: string; count: number }[] }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.key}>{`${row.name}: ${row.count}`}</li>
        ))}
      </Box>
    </section>
  );
}

/**
 * Issue 32: bookings released because nobody checked in, per room and per person (the
 * booker sees only their own); shown only when the period has any.
 */
export function NoShows({ figures, own }: { figures: NoShowFigures; own: boolean }) {
  if (figures.bookings === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="No-shows">
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          No-shows
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {figures.bookings.toLocaleString('en-US')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {own ? 'Your bookings released because nobody checked in' : 'Bookings released because nobody checked in'}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Ranking title="By room" rows={figures.rooms.map((r) => ({ key: r.room_id, name: r.room_name, count: r.no_shows }))} />
          {!own && <Ranking title="By person" rows={figures.people.map((p) => ({ key: p.user_id, name: p.name, count: p.no_shows }))} />}
        </Box>
      </CardContent>
    </Card>
  );
}
