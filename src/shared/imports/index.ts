/** Import (DESIGN.md §10): the entry button each screen mounts; the wizard behind it loads on first use. */
export { ImportButton } from './ImportButton';
