import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@app/AppProviders';
import { makeStore, type RootState } from '@app/store';
import { routes } from '@app/routes';

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

/** Renders the whole app's route table at a URL: for tests that walk a flow. */
export function renderRoute(route: string, { preloadedState }: Omit<Options, 'route'> = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...result };
}
