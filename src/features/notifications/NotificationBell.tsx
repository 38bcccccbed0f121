import { lazy, Suspense, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { NOTIFICATION_PAGE_SIZE, notificationsApi, UNREAD_POLL_MS, useGetNotificationsQuery } from './api';
import { useUnreadStream } from './useUnreadStream';
import { BADGE_MAX, bellLabel } from './notificationText';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));
// The count's badge is drawn only once there are unread ones, which the server says after the
// first paint: its code loads then, not with every page (docs/decisions/0266).
const Badge = lazy(() => import(/* webpackPrefetch: true */ '@mui/material/Badge'));

const PANEL_ID = 'notifications-panel';

/**
 * The top bar's bell (DESIGN.md §9): the unread count, opening the notifications panel
 * (loaded on first opening). The server's unread stream says at once when the count
 * changes, and the notifications are fetched again then; while the stream is down the bell
 * polls instead, while the tab is visible.
 */
export function NotificationBell() {
  const { user } = useCurrentUser();
  const dispatch = useDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = useRef<number | undefined>(undefined);
  const streaming = useUnreadStream(Boolean(user), (unread) => {
    if (unread !== shown.current) dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
  const { data } = useGetNotificationsQuery(
    { page: 1, limit: NOTIFICATION_PAGE_SIZE },
    { skip: !user, pollingInterval: streaming ? 0 : UNREAD_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  shown.current = data?.unread;
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
          <Suspense fallback={<NotificationsIcon />}>
            <Badge badgeContent={unread} max={BADGE_MAX} color="error">
              <NotificationsIcon />
            </Badge>
          </Suspense>
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
