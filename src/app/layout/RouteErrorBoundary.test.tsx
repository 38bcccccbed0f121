import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Crash({ when }: { when: boolean }) {
  if (when) throw new Error('Cannot read the booking');
  return <p>Page content</p>;
}

describe('RouteErrorBoundary', () => {
  // React logs the caught error to the console; keep the test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the router-style error page with the message when a screen crashes', () => {
    render(
      <RouteErrorBoundary resetKey="/home">
        <Crash when />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cannot read the booking' })).toBeInTheDocument();
  });

  it('clears the error page when the path changes', () => {
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/home">
        <Crash when />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/statistics">
        <Crash when={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('keeps the error page while the path stays the same', () => {
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/home">
        <Crash when />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/home">
        <Crash when={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
  });
});
