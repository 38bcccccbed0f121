import { lazy, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { NOTIFICATION_PAGE_SIZE, UNREAD_POLL_MS, useGetNotificationsQuery } from './api';
import { BADGE_MAX, bellLabel } from './notificationText';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

const PANEL_ID = 'notifications-panel';

/**
 * The top bar's bell (DESIGN.md §9): the unread count, polled while the tab is visible,
 * opening the notifications panel (loaded on first opening).
 */
export function NotificationBell() {
  const { user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useGetNotificationsQuery(
    { page: 1, limit: NOTIFICATION_PAGE_SIZE },
    { skip: !user, pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  if (!user) return null;
  const unread = data?.unread ?? 0;
  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-controls={anchor ? PANEL_ID : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all without unread ones: MUI keeps the last count in a hidden badge, which
            axe reads as text missing from the button's name (WCAG 2.5.3). */}
        {unread > 0 ? (
          <Badge badgeContent={unread} max={BADGE_MAX} color="error">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <OnceOpened opened={Boolean(anchor)}>
        <NotificationsPanel id={PANEL_ID} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
