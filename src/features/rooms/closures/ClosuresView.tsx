import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from '@shared/toasts';
import type { Blackout } from '@contracts/blackouts';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { ConfirmationDialog } from '@shared/dialogs/ConfirmationDialog';
import { AffectedBookingsDialog } from './AffectedBookingsDialog';
import { ClosureDialog } from './ClosureDialog';
import { useDeleteBlackoutMutation, useGetBlackoutsQuery } from './closuresApi';
import { bookingsInside, closurePeriod, closureScope } from './closureText';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'bookings'; blackout: Blackout } | { mode: 'delete'; blackout: Blackout };

/**
 * Manage Rooms → Closures (issue 15): the closures that have not ended, one card each (a
 * phone reads them as they are), Add closure, the bookings inside one, and Delete.
 */
export function ClosuresView() {
  const tz = useCampusTz();
  const { data: blackouts, isLoading, isError } = useGetBlackoutsQuery();
  const [remove] = useDeleteBlackoutMutation();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const { enqueueSnackbar } = useSnackbar();
  const close = () => setDialog({ mode: 'closed' });

  const created = (blackout: Blackout) => {
    enqueueSnackbar('Closure created', { variant: 'success' });
    // Bookings already inside it are shown at once, for the administrator to cancel or keep.
    setDialog(blackout.affected_count > 0 ? { mode: 'bookings', blackout } : { mode: 'closed' });
  };
  const confirmDelete = async (blackout: Blackout) => {
    try {
      await remove(blackout.id).unwrap();
      enqueueSnackbar('Closure deleted', { variant: 'success' });
      close();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? 'Failed to delete the closure. Please try again.', { variant: 'error' });
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Closures
          </Typography>
          <Typography color="text.secondary">No one can book a closed room; Book a Room shows the reason.</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
          Add closure
        </Button>
      </Box>
      {isError && <Alert severity="error">Failed to load closures.</Alert>}
      {isLoading && <Skeleton variant="rounded" height={120} />}
      {blackouts?.length === 0 && <Typography color="text.secondary">No upcoming closures.</Typography>}
      <Stack spacing={2} component="ul" aria-label="Closures" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blackouts?.map((b) => (
          <Card key={b.id} component="li" variant="outlined" aria-label={b.reason}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {b.reason}
              </Typography>
              <Typography>{closurePeriod(b, tz)}</Typography>
              <Typography color="text.secondary">{closureScope(b)}</Typography>
              <Typography color="text.secondary">{bookingsInside(b.affected_count)}</Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
              <Button onClick={() => setDialog({ mode: 'bookings', blackout: b })} aria-label={`Bookings inside ${b.reason}`}>
                Bookings
              </Button>
              <Button color="error" onClick={() => setDialog({ mode: 'delete', blackout: b })} aria-label={`Delete ${b.reason}`}>
                Delete
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {dialog.mode === 'add' && <ClosureDialog onClose={close} onCreated={created} />}
      {dialog.mode === 'bookings' && <AffectedBookingsDialog blackout={dialog.blackout} onClose={close} />}
      <ConfirmationDialog
        open={dialog.mode === 'delete'}
        title="Delete closure"
        text={dialog.mode === 'delete' ? `Delete the closure “${dialog.blackout.reason}”? Its rooms can be booked again at that time.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        confirmColor="error"
        openerGoes
        onConfirm={() => (dialog.mode === 'delete' ? confirmDelete(dialog.blackout) : undefined)}
        onCancel={close}
      />
    </Box>
  );
}
