import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '@features/notifications/NotificationBell';
import { ThemeMenu } from './ThemeMenu';
import { UserMenu } from './UserMenu';

/** The top bar: the mobile menu button on small screens, then the notifications bell, the theme and user menus. */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton aria-label="Open menu" edge="start" onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <ThemeMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
