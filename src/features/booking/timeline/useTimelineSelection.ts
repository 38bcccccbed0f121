import { useCallback, useState } from 'react';
import { initialSelection, reduceSelection, selectedRange, type SelectionEvent, type SelectionState } from './selection';

/** The timeline's selection state, driven by the pure reducer. */
export function useTimelineSelection(blocked: readonly boolean[]) {
  const [state, setState] = useState<SelectionState>(initialSelection);
  // A selected slot that has since been booked (the slots were refetched, e.g. after a clash)
  // ends the selection, so no booked slot stays marked as chosen. Adjusting state while
  // rendering makes React render again at once, before anything is shown.
  if (state.start !== null && selectedRange(state, blocked) === null) setState(reduceSelection(state, { type: 'clear' }, blocked));
  const dispatch = useCallback((event: SelectionEvent) => setState((s) => reduceSelection(s, event, blocked)), [blocked]);
  return { state, dispatch };
}
