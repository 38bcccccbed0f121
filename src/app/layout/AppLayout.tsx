import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { menuForRoles } from '@shared/navigation/menu';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { LoadingScreen } from './LoadingScreen';
import { OnceOpened } from './OnceOpened';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The signed-in shell (SPEC.md §2): sidebar, top bar and the page. */
export default function AppLayout() {
  const { user } = useCurrentUser();
  const [minimized, setMinimized] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMemo(() => menuForRoles(user?.access ?? []), [user]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar items={items} minimized={minimized} onToggle={() => setMinimized((value) => !value)} />
      <OnceOpened opened={mobileOpen}>
        <MobileMenu items={items} open={mobileOpen} onClose={() => setMobileOpen(false)} />
      </OnceOpened>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onOpenMenu={() => setMobileOpen(true)} />
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          {/* Shown while a page's code loads on first visit (navigations keep the old page meanwhile). */}
          <Suspense fallback={<LoadingScreen inPage />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
