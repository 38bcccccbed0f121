import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { BrandLogo, PRODUCT_TITLE } from '@shared/navigation/BrandLogo';
import type { MenuItem } from '@shared/navigation/menu';
import { NavList } from './NavList';
import { sidebarWidth } from './sizes';
import { toolbarRow } from './toolbarRow';

interface Props {
  items: readonly MenuItem[];
  minimized: boolean;
  onToggle: () => void;
}

const transition = 'width 200ms ease';

/**
 * The collapsible desktop sidebar (SPEC.md §2); the outer box reserves its width so content
 * is offset. A fixed Paper, as a permanent MUI Drawer renders, without Drawer's modal code.
 */
export function Sidebar({ items, minimized, onToggle }: Props) {
  const width = sidebarWidth(minimized);
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{ width: { md: width }, flexShrink: 0, transition, display: { xs: 'none', md: 'block' } }}
    >
      <Paper
        square
        elevation={0}
        data-testid="sidebar-panel"
        sx={{
          position: 'fixed',
          inset: '0 auto 0 0',
          zIndex: 'drawer',
          display: 'flex',
          flexDirection: 'column',
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
          transition,
        }}
      >
        {/* The logo and title line up with the menu's icons and labels (NavList: 12 px, icon, 12 px). */}
        <Box
          sx={[
            toolbarRow,
            { pl: minimized ? 0 : 1.5, pr: minimized ? 0 : 1, gap: 1.5, justifyContent: minimized ? 'center' : 'flex-start' },
          ]}
        >
          <BrandLogo />
          {!minimized && (
            // One line in the 240 px sidebar: 12 px bold leaves room even in wide fallback fonts.
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.25, whiteSpace: 'nowrap' }}>
              {PRODUCT_TITLE}
            </Typography>
          )}
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <NavList items={items} minimized={minimized} />
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: minimized ? 'center' : 'flex-end', p: 1 }}>
          <IconButton
            onClick={onToggle}
            aria-label={minimized ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!minimized}
            size="small"
          >
            {minimized ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
      </Paper>
    </Box>
  );
}
