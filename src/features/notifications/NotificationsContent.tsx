import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '@shared/toasts';
import type { Notification } from '@contracts/notifications';
import { serverMessage } from '@shared/bookings/serverMessage';
import { useCampusTz } from '@shared/bookings/useCampusTz';
import { totalPagesOf } from '@shared/lists/pagination';
import { usePagedList, type FilterValues } from '@shared/lists/usePagedList';
import { NOTIFICATION_PAGE_SIZE, useGetNotificationsQuery, useMarkNotificationsReadMutation } from './api';
import { NotificationItem } from './NotificationItem';

export const MARK_FAILED = 'Could not mark notifications as read';

/** The panel has no filters: the list's paging only (a module constant, as usePagedList asks). */
const NO_FILTERS: FilterValues = {};

interface Props {
  titleId: string;
  onClose(): void;
  /** A close button (the phone's drawer covers the bell). */
  showClose: boolean;
}

/** The panel's heading, "Mark all as read", the page of notifications (newest first) and the pager. */
export function NotificationsContent({ titleId, onClose, showClose }: Props) {
  // The page state every server-paged list uses; page 1 is the bell's own query, so the panel opens from its cache.
  const list = usePagedList(NO_FILTERS, { delayMs: 0, initialLimit: NOTIFICATION_PAGE_SIZE });
  const tz = useCampusTz();
  const { enqueueSnackbar } = useSnackbar();
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery({ page: list.page, limit: list.limit });
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  const nothingToMark = unread === 0 || marking;
  const now = Date.now();

  const mark = async (body: { ids: number[] } | { all: true }) => {
    try {
      await markRead(body).unwrap();
    } catch (error) {
      enqueueSnackbar(serverMessage(error) ?? MARK_FAILED, { variant: 'error' });
    }
  };
  const open = (n: Notification) => {
    if (!n.read) void mark({ ids: [n.id] });
    onClose();
  };

  let body;
  if (isLoading) {
    body = <CircularProgress aria-label="Loading notifications" sx={{ m: 'auto', my: 4 }} />;
  } else if (isError || !data) {
    body = (
      <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => refetch()}>Try Again</Button>}>
        Could not load notifications.
      </Alert>
    );
  } else if (data.notifications.length === 0) {
    body = (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        No notifications yet.
      </Typography>
    );
  } else {
    body = (
      <List aria-labelledby={titleId} sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
        {data.notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} now={now} tz={tz} onOpen={open} />
        ))}
      </List>
    );
  }
  // The lists' one page arithmetic; the panel shows only its page buttons (no rows-per-page in a popover).
  const pages = data ? totalPagesOf(data.meta) : 1;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        {/* aria-disabled, not disabled: the button keeps the focus after it has done its work. */}
        <Button
          size="small"
          aria-disabled={nothingToMark}
          onClick={() => nothingToMark || mark({ all: true })}
          sx={nothingToMark ? { color: 'text.disabled', cursor: 'default' } : undefined}
        >
          Mark all as read
        </Button>
        {showClose && (
          <IconButton aria-label="Close notifications" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      {body}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={list.page}
          onChange={(_event, value) => list.setPage(value)}
          size="small"
          sx={{ display: 'flex', justifyContent: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}
        />
      )}
    </Box>
  );
}
