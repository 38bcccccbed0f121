import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NotificationsContent } from './NotificationsContent';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose(): void;
}

const TITLE_ID = 'notifications-title';

/**
 * The notifications panel: a popover under the bell, or on a phone (below the sm breakpoint, 640 px) a
 * full-width drawer from the top, so nothing is cut off at 390 px. Loaded on first opening.
 */
export default function NotificationsPanel({ id, anchor, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const open = Boolean(anchor);
  // A modal dialog named by its heading (axe aria-dialog-name).
  const paper = { id, role: 'dialog', 'aria-labelledby': TITLE_ID };
  const content: ReactNode = <NotificationsContent titleId={TITLE_ID} onClose={onClose} showClose={phone} />;
  if (phone) {
    return (
      <Drawer anchor="top" open={open} onClose={onClose} slotProps={{ paper: { ...paper, sx: { maxHeight: '100dvh' } } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { ...paper, sx: { width: 400, maxHeight: 'min(600px, calc(100vh - 96px))', display: 'flex' } } }}
    >
      {content}
    </Popover>
  );
}
