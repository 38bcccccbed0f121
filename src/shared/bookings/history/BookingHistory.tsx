import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { HISTORY_MESSAGES } from '@contracts/booking-messages';
import type { HistoryChange, HistoryEntry } from '@contracts/history';
import { historyTimeLabel } from './historyFormat';
import { useGetBookingHistoryQuery } from './historyApi';
import { useCampusTz } from '../useCampusTz';

export const HISTORY_EMPTY = 'No changes recorded yet.';
export const HISTORY_ERROR = 'The history could not be loaded.';

const changeText = ({ field, from, to }: HistoryChange) => `${HISTORY_MESSAGES.fields[field]}: ${from === null ? to : `${from} → ${to}`}`;

function Entry({ entry, tz }: { entry: HistoryEntry; tz: string }) {
  const who = entry.actor ?? 'Automatically';
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemText
        primary={`${entry.action} — ${who}, ${historyTimeLabel(entry.at, tz)}`}
        secondary={entry.changes.length ? entry.changes.map(changeText).join('; ') : null}
      />
    </ListItem>
  );
}

/** Issue 35: every change of a booking — who, when, what — oldest first. */
export function BookingHistory({ bookingId }: { bookingId: number }) {
  const tz = useCampusTz();
  const { data, isLoading, isError } = useGetBookingHistoryQuery(bookingId);
  if (isLoading) return <CircularProgress size={20} aria-label="Loading the history" />;
  if (isError || !data) return <Alert severity="error">{HISTORY_ERROR}</Alert>;
  if (data.entries.length === 0) return <Typography variant="body2">{HISTORY_EMPTY}</Typography>;
  return (
    <List dense aria-label="Booking history">
      {data.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} tz={tz} />
      ))}
    </List>
  );
}
