/**
 * jsdom has no window.matchMedia, so MUI's useMediaQuery answers false and every test sees the
 * wide layout. `atWidth(390)` gives the tests of a describe block a window that many pixels
 * wide: width queries (min-width, max-width) are answered for it, as a phone's browser would.
 */
export function atWidth(width: number) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (media: string) => ({
      media,
      matches: matchesWidth(media, width),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

/** Whether every (min-width: Npx) and (max-width: Npx) of a query holds at `width`. */
function matchesWidth(media: string, width: number): boolean {
  const conditions = [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.length > 0 && conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}
