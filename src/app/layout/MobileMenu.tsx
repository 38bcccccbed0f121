import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { MenuItem } from '@shared/navigation/menu';
import { NavList } from './NavList';
import { SIDEBAR_WIDTH } from './sizes';

interface Props {
  items: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}

/** The menu on small screens: a drawer titled "Overview" that closes after a choice; loaded on first opening. */
export default function MobileMenu({ items, open, onClose }: Props) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The drawer is a modal dialog: named by its title (axe aria-dialog-name).
      slotProps={{ paper: { 'aria-labelledby': 'mobile-menu-title' } }}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH.open } }}
    >
      <Box component="nav" aria-labelledby="mobile-menu-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id="mobile-menu-title" variant="h6" component="h2">
            Overview
          </Typography>
          <IconButton onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </Box>
        <NavList items={items} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
