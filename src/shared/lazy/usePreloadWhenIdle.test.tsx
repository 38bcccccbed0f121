import { render, waitFor } from '@testing-library/react';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';

function Screen({ part }: { part: { preload(): Promise<unknown> } }) {
  usePreloadWhenIdle(part);
  return <p>drawn</p>;
}

describe('usePreloadWhenIdle', () => {
  it('starts the code once the browser is idle after the first draw, not during it', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const { getByText } = render(<Screen part={{ preload }} />);
    expect(getByText('drawn')).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });

  it('does not start it for a screen gone before the browser was idle', async () => {
    const preload = jest.fn(() => Promise.resolve());
    render(<Screen part={{ preload }} />).unmount();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the part itself (no unhandled rejection)', async () => {
    const preload = jest.fn(() => Promise.reject(new Error('offline')));
    render(<Screen part={{ preload }} />);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
