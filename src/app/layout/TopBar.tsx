import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import MenuIcon from '@mui/icons-material/Menu';
import { NotificationBell } from '@features/notifications/NotificationBell';
import { ThemeMenu } from './ThemeMenu';
import { toolbarRow } from './toolbarRow';
import { UserMenu } from './UserMenu';

/**
 * MUI's AppBar as `position="sticky" color="inherit"` draws it (a square Paper header, kept on
 * top while the page scrolls), from the Paper every page has already loaded: AppBar's own code,
 * its colour variants, is about 1 kB gzip on every signed-in page (docs/decisions/0266).
 */
const BAR = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'sticky',
  zIndex: 'appBar',
  top: 0,
  left: 'auto',
  right: 0,
  color: 'inherit',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** The top bar: the mobile menu button on small screens, then the notifications bell, the theme and user menus. */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <Paper component="header" square elevation={0} sx={BAR}>
      {/* Toolbar's gutters: 16 px, 24 px from sm. */}
      <Box sx={[toolbarRow, { gap: 1, px: { xs: 2, sm: 3 } }]}>
        <IconButton aria-label="Open menu" edge="start" onClick={onOpenMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <NotificationBell />
        <ThemeMenu />
        <UserMenu />
      </Box>
    </Paper>
  );
}
