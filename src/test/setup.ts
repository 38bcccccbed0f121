import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// Only the network is mocked; an API call without a handler fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// Pages load lazily; on a busy 2-core machine the first findBy can take over a second.
configure({ asyncUtilTimeout: 5000 });
