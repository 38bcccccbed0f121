import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpIcon from '@mui/icons-material/Help';
import LogoutIcon from '@mui/icons-material/Logout';
import { LogoutDialog } from '@features/auth/LogoutDialog';
import { useGetClientConfigQuery } from '@shared/session/sessionApi';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { initialsOf, supportMailto } from './userDisplay';

/** SPEC.md §2 user menu: who is signed in, Help & Support, Log out. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const { data: config } = useGetClientConfigQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user.picture || undefined} alt={user.name} sx={{ width: 34, height: 34, fontSize: 15 }}>
          {initialsOf(user.name, user.email)}
        </Avatar>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component="a" href={config ? supportMailto(config.supportEmail) : undefined} disabled={!config} onClick={close}>
          <ListItemIcon>
            <HelpIcon fontSize="small" />
          </ListItemIcon>
          Help &amp; Support
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
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
