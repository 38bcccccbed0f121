import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code can be started before React asks for it. */
export interface Preloadable<P extends object> {
  /** Starts loading the code (once; again after a failure). */
  preload(): Promise<unknown>;
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * React.lazy over code that may already be in (routes.tsx starts a page's and its view's code
 * while the session is checked). Once it is in, the component renders at once instead of
 * suspending: React 19 holds a Suspense boundary's content back for up to 300 ms after it
 * showed a fallback, and each needless suspension held the day grid's first rows back by about
 * that much (docs/decisions/0235).
 */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): Preloadable<P> {
  let loaded: { module: M } | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy<ComponentType<P>>(() => {
    if (!loaded) return preload().then((module) => ({ default: pick(module) }));
    // React.lazy reads a thenable that calls back at once as already resolved: no suspension.
    const now = { default: pick(loaded.module) };
    return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
  });
  return { preload, Component };
}
