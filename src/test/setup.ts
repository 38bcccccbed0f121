import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { reportCpuPerTest } from './cpu-report';
import { server } from './server';

// Only the network is mocked; an API call without a handler fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// No raised limit: a client test has Jest's 5 s. The slowest took 1.98 s in a quiet clean-clone
// run and 3.43 s beside a CPU hog (docs/TESTING.md).

// Pages load lazily; on a busy 2-core machine the first findBy can take over a second.
configure({ asyncUtilTimeout: 5000 });

reportCpuPerTest(process.env.TEST_CPU_REPORT);
