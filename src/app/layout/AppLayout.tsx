import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useNavigation } from 'react-router-dom';
import { menuForRoles } from '@shared/navigation/menu';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { MobileMenu } from './MobileMenu';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The signed-in shell (SPEC.md §2): sidebar, top bar and the page. */
export function AppLayout() {
  const { user } = useCurrentUser();
  const [minimized, setMinimized] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMemo(() => menuForRoles(user?.access ?? []), [user]);
  const loading = useNavigation().state === 'loading';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar items={items} minimized={minimized} onToggle={() => setMinimized((value) => !value)} />
      <MobileMenu items={items} open={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onOpenMenu={() => setMobileOpen(true)} />
        {loading && <LinearProgress aria-label="Loading..." sx={{ position: 'sticky', top: 0 }} />}
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
