import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '@shared/toasts';
import type { WaitlistEntry } from '@contracts/waitlist';
import { spanLabel } from '@shared/bookings/campusFormat';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { useGetMyWaitlistQuery, useLeaveWaitlistMutation } from './api';

const place = (position: number) => (position === 1 ? 'first in line' : `number ${position} in line`);

function Entry({ entry, tz }: { entry: WaitlistEntry; tz: string }) {
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const { enqueueSnackbar } = useSnackbar();
  const when = spanLabel(entry.start_time, entry.end_time, tz);
  const submit = async () => {
    try {
      enqueueSnackbar((await leave(entry.id).unwrap()).message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Could not leave the waitlist. Please try again.', { variant: 'error' });
    }
  };
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography sx={{ flex: 1 }}>{`${entry.rooms}, ${when} · ${place(entry.position)}`}</Typography>
      <Button size="small" onClick={submit} disabled={isLoading} aria-label={`Leave the waitlist for ${entry.rooms}, ${when}`}>
        Leave
      </Button>
    </Stack>
  );
}

/** Issue 32: My Bookings' list of the user's open waitlist entries, with Leave; nothing when there are none. */
export function WaitlistEntries() {
  const tz = useCampusTz();
  const { data: entries = [], isError } = useGetMyWaitlistQuery();
  if (isError || entries.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="waitlist-title">
      <CardContent>
        <Typography id="waitlist-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          My waitlist
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} tz={tz} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
