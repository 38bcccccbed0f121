import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderIn(Component: React.ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Component name="Asha" />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const page = preloadable(
      async () => ({ Hello }),
      (m) => m.Hello,
    );
    await page.preload();
    renderIn(page.Component);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('suspends until its code is in when nothing preloaded it, and loads it once', async () => {
    const load = jest.fn(async () => ({ Hello }));
    const page = preloadable(load, (m) => m.Hello);
    renderIn(page.Component);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Hello });
    const page = preloadable(load, (m: { Hello: typeof Hello }) => m.Hello);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    renderIn(page.Component);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
