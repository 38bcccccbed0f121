import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpIcon from '@mui/icons-material/Help';
import LogoutIcon from '@mui/icons-material/Logout';
import DevicesIcon from '@mui/icons-material/Devices';
import EventIcon from '@mui/icons-material/Event';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ReportIcon from '@mui/icons-material/Report';
import { can } from '@contracts/roles';
import { CalendarFeedDialog } from '@features/account/CalendarFeedDialog';
import { NotificationSettingsDialog } from '@features/account/NotificationSettingsDialog';
import { UndeliveredMailDialog } from '@features/account/UndeliveredMailDialog';
import type { UserDetails } from '@contracts/auth';
import { LogoutDialog } from '@features/auth/LogoutDialog';
import { useGetClientConfigQuery } from '@shared/session/sessionApi';
import { supportMailto } from './userDisplay';

interface Props {
  id: string;
  user: UserDetails;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The user menu's content (SPEC.md §2): who is signed in, Calendar feed and Notification
 * settings (and super_admin's Undelivered mail, issue 14), Help & Support, Log out, and
 * Sign out everywhere (issue 16); loaded on first opening.
 */
export default function UserMenuPopup({ id, user, anchor, onClose }: Props) {
  const { data: config } = useGetClientConfigQuery();
  const [confirming, setConfirming] = useState<'here' | 'everywhere' | null>(null);
  const [dialog, setDialog] = useState<'feed' | 'settings' | 'undelivered' | null>(null);
  const show = (which: 'feed' | 'settings' | 'undelivered') => () => {
    onClose();
    setDialog(which);
  };
  const confirm = (which: 'here' | 'everywhere') => () => {
    onClose();
    setConfirming(which);
  };
  return (
    <>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={show('feed')}>
          <ListItemIcon>
            <EventIcon fontSize="small" />
          </ListItemIcon>
          Calendar feed
        </MenuItem>
        <MenuItem onClick={show('settings')}>
          <ListItemIcon>
            <MailOutlineIcon fontSize="small" />
          </ListItemIcon>
          Notification settings
        </MenuItem>
        {can(user.access, 'manageUsers') && (
          <MenuItem onClick={show('undelivered')}>
            <ListItemIcon>
              <ReportIcon fontSize="small" />
            </ListItemIcon>
            Undelivered mail
          </MenuItem>
        )}
        <MenuItem component="a" href={config ? supportMailto(config.supportEmail) : undefined} disabled={!config} onClick={onClose}>
          <ListItemIcon>
            <HelpIcon fontSize="small" />
          </ListItemIcon>
          Help &amp; Support
        </MenuItem>
        <MenuItem onClick={confirm('here')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
        <MenuItem onClick={confirm('everywhere')}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          Sign out everywhere
        </MenuItem>
      </Menu>
      <CalendarFeedDialog open={dialog === 'feed'} onClose={() => setDialog(null)} />
      <NotificationSettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
      {can(user.access, 'manageUsers') && <UndeliveredMailDialog open={dialog === 'undelivered'} onClose={() => setDialog(null)} />}
      <LogoutDialog open={confirming !== null} everywhere={confirming === 'everywhere'} onClose={() => setConfirming(null)} />
    </>
  );
}
