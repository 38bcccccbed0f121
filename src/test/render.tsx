import type { ReactElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { AppProviders } from '@app/AppProviders';
import { makeStore, type RootState } from '@app/store';
import { AppRoutes } from '@app/routes';
import { server } from './server';
import { visibilityStyles } from './styles';

interface Options {
  preloadedState?: Partial<RootState>;
  /** The URL the component is rendered at. */
  route?: string;
  /**
   * Every style rule in jsdom, for the few tests that read a computed style other than
   * display, visibility or opacity (e.g. the theme's); slower, see src/test/styles.ts.
   */
  allStyles?: boolean;
}

/** Only the visibility rules reach jsdom unless a test asks for all of them. */
function Styles({ all, children }: { all?: boolean; children: ReactElement }) {
  return all ? children : <CacheProvider value={visibilityStyles}>{children}</CacheProvider>;
}

/**
 * Loads the layout and the given lazily loaded pages before the file's first test (a hook,
 * with a hook's limit): otherwise the first test pays for compiling and evaluating them.
 * Usage: `preloadPages(() => import('./AdminBookingsPage'));` at the top of a test file.
 */
export function preloadPages(...pages: (() => Promise<unknown>)[]) {
  beforeAll(() => Promise.all([import('@app/layout/AppLayout'), ...pages.map((load) => load())]));
}

/**
 * Opens a page once before the file's tests, then unmounts it and resets the network. The first
 * render in a test file pays what happens once per file: emotion serialising and inserting each
 * component's styles, the first request through msw, V8 compiling React's and MUI's code. That
 * made a file's first test one to one and a half seconds slower than the same test later, and
 * beside a CPU hog close to Jest's 5 s (docs/TESTING.md). Like `preloadPages`, it moves
 * per-file start-up into a hook; every assertion stays in the tests.
 */
export function warmUp(open: () => Promise<unknown>) {
  beforeAll(async () => {
    await open();
    cleanup();
    server.resetHandlers();
    localStorage.clear();
  });
}

/** The app's store factory, for tests that drive RTK Query without rendering. */
export { makeStore };

/** Renders one component inside the app's providers with a fresh store. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', allStyles }: Options = {}) {
  const store = makeStore(preloadedState, { devChecks: false });
  const user = userEvent.setup();
  const result = render(
    <Styles all={allStyles}>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>
    </Styles>,
  );
  return { store, user, ...result };
}

/** Where the router is now: what the tests of a whole flow check after a redirect. */
interface RouterProbe {
  location: Location;
  historyAction: NavigationType;
}

function ProbeRouter({ probe }: { probe: RouterProbe }) {
  probe.location = useLocation();
  probe.historyAction = useNavigationType();
  return null;
}

/** Renders the whole app's route table at a URL: for tests that walk a flow. */
export function renderRoute(route: string, { preloadedState, allStyles }: Omit<Options, 'route'> = {}) {
  const store = makeStore(preloadedState, { devChecks: false });
  const router = {} as RouterProbe;
  const user = userEvent.setup();
  const result = render(
    <Styles all={allStyles}>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ProbeRouter probe={router} />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </Styles>,
  );
  return { store, router, user, ...result };
}
