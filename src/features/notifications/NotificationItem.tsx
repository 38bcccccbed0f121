import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@contracts/notifications';
import { whenLabel } from './notificationText';

interface Props {
  notification: Notification;
  now: number;
  tz: string;
  onOpen(notification: Notification): void;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * One notification: a link to what it is about. Unread ones have a dot, bold title and a
 * tinted row; the word "Unread" says the same to a screen reader (not colour alone).
 */
export function NotificationItem({ notification: n, now, tz, onOpen }: Props) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={n.link}
        onClick={() => onOpen(n)}
        data-unread={!n.read}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, bgcolor: n.read ? undefined : 'action.hover' }}
      >
        <Box
          aria-hidden
          sx={{ mt: 0.75, flex: 'none', width: 8, height: 8, borderRadius: '50%', bgcolor: n.read ? 'transparent' : 'primary.main' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: n.read ? 400 : 700 }}>
            {!n.read && (
              <Box component="span" sx={visuallyHidden}>
                {'Unread: '}
              </Box>
            )}
            {n.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {n.body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {whenLabel(n.created_at, now, tz)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
