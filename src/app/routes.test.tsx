import { screen } from '@testing-library/react';
import { server } from '@test/server';
import { sessionAs } from '@test/handlers/session';
import { renderRoute } from '@test/render';

describe('route table', () => {
  it('shows "Not Found" for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to /auth, replacing the entry', async () => {
    server.use(sessionAs(null));
    const { router } = renderRoute('/home');
    await screen.findByText('Login', {}, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
