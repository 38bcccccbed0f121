import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Toolbar from '@mui/material/Toolbar';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { BrandLogo, PRODUCT_TITLE } from '@shared/navigation/BrandLogo';
import type { MenuItem } from '@shared/navigation/menu';
import { NavList } from './NavList';
import { sidebarWidth } from './sizes';

interface Props {
  items: readonly MenuItem[];
  minimized: boolean;
  onToggle: () => void;
}

const transition = 'width 200ms ease';

/** The collapsible desktop sidebar (SPEC.md §2); the outer box reserves its width so content is offset. */
export function Sidebar({ items, minimized, onToggle }: Props) {
  const width = sidebarWidth(minimized);
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width: { md: width }, flexShrink: 0, transition, display: { xs: 'none', md: 'block' } }}>
      <Drawer
        variant="permanent"
        open
        sx={{ '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition } }}
      >
        <Toolbar disableGutters sx={{ px: 1.5, gap: 1, justifyContent: minimized ? 'center' : 'space-between', flexWrap: 'wrap' }}>
          {!minimized && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <BrandLogo />
              <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
                {PRODUCT_TITLE}
              </Typography>
            </Box>
          )}
          <IconButton onClick={onToggle} aria-label={minimized ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!minimized} size="small">
            {minimized ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Toolbar>
        <NavList items={items} minimized={minimized} />
      </Drawer>
    </Box>
  );
}
