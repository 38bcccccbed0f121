import '@testing-library/jest-dom';
import { server } from './server';

// Only the network is mocked; an API call without a handler fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
