import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded popup (menu, drawer, dialog) from the first time it opens and
 * keeps it mounted afterwards, so its code stays out of the first load and later
 * closings still animate.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(opened);
  // Adjusting state while rendering (React's documented pattern) avoids an extra effect pass.
  if (opened && !seen) setSeen(true);
  return seen || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
