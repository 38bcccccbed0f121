import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useGetMailSettingsQuery, useSaveMailSettingsMutation } from './api';
import { ReminderSetting } from './ReminderSetting';

/** User menu → "Notification settings": e-mail on or off per kind; each switch saves at once. */
export function NotificationSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useGetMailSettingsQuery(undefined, { skip: !open });
  const [save, saving] = useSaveMailSettingsMutation();
  const data = saving.data ?? settings.data;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="notification-settings-title">
      <DialogTitle id="notification-settings-title">Notification settings</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>In-app notifications are always on. Choose which of them also come by e-mail.</DialogContentText>
        {data && !data.delivery && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This server does not send e-mail at the moment; your choices apply once it does.
          </Alert>
        )}
        {saving.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Could not save. Please try again.
          </Alert>
        )}
        {data && (
          <ReminderSetting
            value={data.reminder_minutes}
            disabled={saving.isLoading}
            onChange={(minutes) => void save({ email: {}, reminder_minutes: minutes })}
          />
        )}
        <FormGroup>
          {data?.categories.map((c) => (
            <FormControlLabel
              key={c.category}
              label={c.label}
              control={
                <Switch
                  checked={c.email}
                  disabled={saving.isLoading}
                  onChange={(event) => void save({ email: { [c.category]: event.target.checked } })}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
