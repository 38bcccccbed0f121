import { describeSweep } from './support/a11y-sweep';

// DESIGN.md §8 and issue 17: every screen and dialog at 1280 px, light and dark (docs/TESTING.md).
describeSweep('desktop', '1280');
