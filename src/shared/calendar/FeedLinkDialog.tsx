import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { feedLinkText } from './feedLinkText';

export interface FeedLinkDialogProps {
  open: boolean;
  /** e.g. "Calendar feed" or "Calendar feed of Seminar Room 104". */
  title: string;
  /** What the feed lists. */
  description: string;
  /** The link just created (the server shows it only then), or null. */
  url: string | null;
  /** When the link in use was created (ISO), or null when there is none; undefined while loading. */
  createdAt: string | null | undefined;
  busy: boolean;
  error: string | null;
  onCreate: () => void;
  onClose: () => void;
}

/**
 * A secret calendar-feed link (issue 14): shown once when created, with Copy; "Create a new
 * link" replaces it and the old one stops working at once. Used by the user menu's
 * "Calendar feed" and by Manage Rooms.
 */
export function FeedLinkDialog(props: FeedLinkDialogProps) {
  const { open, title, description, url, createdAt, busy, error, onCreate, onClose } = props;
  const [copied, setCopied] = useState(false);
  const tz = useCampusTz();
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feed-link-title">
      <DialogTitle id="feed-link-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        {url ? (
          <TextField
            label="Subscription URL"
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
            helperText={copied ? 'Copied' : 'Keep this link to yourself: anyone with it sees these bookings.'}
          />
        ) : (
          <DialogContentText>{feedLinkText(createdAt, tz)}</DialogContentText>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCreate} disabled={busy || createdAt === undefined}>
          {busy ? 'Creating...' : 'Create a new link'}
        </Button>
        <Button onClick={copy} disabled={!url} variant="contained">
          Copy
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
