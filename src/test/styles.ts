import createCache, { type StylisPlugin } from '@emotion/cache';

/** The CSS properties that decide whether an element is shown (and so whether queries find it). */
const VISIBILITY = new Set(['display', 'visibility', 'opacity']);

/**
 * Drops every declaration except display, visibility and opacity (a rule left empty is not
 * inserted). jsdom's getComputedStyle matches each element against every style rule, and
 * Testing Library asks it for every element a role query or accessible name looks at:
 * with MUI's ~600 rules one `getAllByRole` took seconds. What a query can see — hidden or
 * shown — is decided by these three properties alone, and their cascade is unchanged.
 */
const visibilityOnly: StylisPlugin = (element) => {
  if (element.type === 'decl' && !VISIBILITY.has(element.props as string)) {
    element.value = '';
    element.return = '';
  }
};

/** The style cache of the client tests: only what decides visibility reaches jsdom. */
export const visibilityStyles = createCache({ key: 'css', stylisPlugins: [visibilityOnly] });
