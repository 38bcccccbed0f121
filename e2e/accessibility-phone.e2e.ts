import { describeSweep } from './support/a11y-sweep';

// DESIGN.md §8 and issue 17: every screen and dialog at 390 px, light and dark (docs/TESTING.md).
describeSweep('phone', '390');
