import { useCallback, useState } from 'react';
import { initialSelection, reduceSelection, type SelectionEvent, type SelectionState } from './selection';

/** The timeline's selection state, driven by the pure reducer. */
export function useTimelineSelection(blocked: readonly boolean[]) {
  const [state, setState] = useState<SelectionState>(initialSelection);
  const dispatch = useCallback((event: SelectionEvent) => setState((s) => reduceSelection(s, event, blocked)), [blocked]);
  return { state, dispatch };
}
