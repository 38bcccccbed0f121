import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useGetUndeliveredMailQuery, useRetryMailMutation } from './api';

/** User menu → "Undelivered mail" (super_admin): mail given up on, newest first, each with Retry. */
export function UndeliveredMailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useGetUndeliveredMailQuery({ page: 1, limit: 50 }, { skip: !open });
  const [retry, retrying] = useRetryMailMutation();
  const mails = list.data?.mails ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="undelivered-mail-title">
      <DialogTitle id="undelivered-mail-title">Undelivered mail</DialogTitle>
      <DialogContent>
        {list.isError && <Alert severity="error">Could not load the undelivered mail.</Alert>}
        {retrying.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverMessage(retrying.error) ?? 'Could not retry the mail. Please try again.'}
          </Alert>
        )}
        {list.data && mails.length === 0 && <Typography>No undelivered mail.</Typography>}
        {mails.length > 0 && (
          <Table size="small" aria-label="Undelivered mail">
            <TableHead>
              <TableRow>
                <TableCell>Recipient</TableCell>
                <TableCell>Subject</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {mails.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.recipient}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{m.last_error ?? ''}</TableCell>
                  <TableCell align="right">{m.attempts}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={retrying.isLoading}
                      onClick={() => void retry(m.id)}
                      aria-label={`Retry mail to ${m.recipient}: ${m.subject}`}
                    >
                      Retry
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {list.data && list.data.meta.total > mails.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Showing the newest {mails.length} of {list.data.meta.total}.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
