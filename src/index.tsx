// First: the page's first requests leave before the rest of the app's code is evaluated (decision 0237).
import './sendFirstRequests';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@app/AppProviders';
import { makeStore } from '@app/store';
import { AppRoutes, preloadPageOf } from '@app/routes';

const store = makeStore();
preloadPageOf(window.location.pathname, store, window.location.search);

createRoot(document.getElementById('root')!).render(
  <AppProviders store={store}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>,
);
