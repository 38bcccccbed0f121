import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpIcon from '@mui/icons-material/Help';
import LogoutIcon from '@mui/icons-material/Logout';
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

/** The user menu's content (SPEC.md §2): who is signed in, Help & Support, Log out; loaded on first opening. */
export default function UserMenuPopup({ id, user, anchor, onClose }: Props) {
  const { data: config } = useGetClientConfigQuery();
  const [confirming, setConfirming] = useState(false);
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
        <MenuItem component="a" href={config ? supportMailto(config.supportEmail) : undefined} disabled={!config} onClick={onClose}>
          <ListItemIcon>
            <HelpIcon fontSize="small" />
          </ListItemIcon>
          Help &amp; Support
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Log out
        </MenuItem>
      </Menu>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
