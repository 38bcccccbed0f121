import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { AppProviders } from '@app/AppProviders';
import { makeStore, type RootState } from '@app/store';
import { AppRoutes } from '@app/routes';

interface Options {
  preloadedState?: Partial<RootState>;
  /** The URL the component is rendered at. */
  route?: string;
}

/** Renders one component inside the app's providers with a fresh store. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/' }: Options = {}) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
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
export function renderRoute(route: string, { preloadedState }: Omit<Options, 'route'> = {}) {
  const store = makeStore(preloadedState);
  const router = {} as RouterProbe;
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ProbeRouter probe={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, router, user, ...result };
}
