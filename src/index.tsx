import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@app/AppProviders';
import { makeStore } from '@app/store';
import { routes } from '@app/routes';

const store = makeStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <AppProviders store={store}>
    <RouterProvider router={router} />
  </AppProviders>,
);
