import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { menuForRoles } from '@shared/navigation/menu';
import { useCurrentUser } from '@shared/session/useCurrentUser';
import { LoadingScreen } from './LoadingScreen';
import { OnceOpened } from '@shared/layout/OnceOpened';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The signed-in shell (SPEC.md §2): sidebar, top bar and the page. */
export default function AppLayout() {
  const { user } = useCurrentUser();
  const [minimized, setMinimized] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = useMemo(() => menuForRoles(user?.access ?? []), [user]);
  const main = useFocusOnNavigation();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar items={items} minimized={minimized} onToggle={() => setMinimized((value) => !value)} />
      <OnceOpened opened={mobileOpen}>
        <MobileMenu items={items} open={mobileOpen} onClose={() => setMobileOpen(false)} />
      </OnceOpened>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar onOpenMenu={() => setMobileOpen(true)} />
        <Box component="main" ref={main} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
          {/* Shown while a page's code loads on first visit (navigations keep the old page meanwhile). */}
          <Suspense fallback={<LoadingScreen inPage />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * After a navigation inside the app, focus moves to the new page's content, so the next Tab
 * goes to its first control and a screen reader starts reading there; otherwise focus stays
 * on the link that was clicked (or on nothing, once that link is gone). Not on first load.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}
