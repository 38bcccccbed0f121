import { lazy, Suspense, type ComponentType } from 'react';
import { OnceOpened } from '@shared/layout/OnceOpened';

/*
 * Stand-ins for parts MUI's components import though a page seldom draws them. Webpack puts
 * them in place of MUI's own imports (webpack.config.ts, docs/decisions/0230), so their code
 * loads when first drawn instead of with the page. Jest keeps MUI's own imports.
 */

/**
 * A popup (menu, popper) loaded the first time it is opened: closed, it draws nothing, as the
 * real one does when closed and not kept mounted.
 */
export function onFirstOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Popup = lazy(load);
  return function PopupOnFirstOpen(props: P) {
    return (
      <OnceOpened opened={props.open}>
        <Popup {...props} />
      </OnceOpened>
    );
  };
}

/** A component loaded the first time it is drawn, keeping MUI's `muiName` (FormControl reads it). */
export function onFirstDraw<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, muiName: string) {
  const Part = lazy(load);
  function PartOnFirstDraw(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(PartOnFirstDraw, { muiName });
}
