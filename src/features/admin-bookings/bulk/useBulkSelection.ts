import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from './RowSelection';
import { isSelected, NO_SELECTION, pageState, toggleOne, togglePage, type Selection } from './selection';

/**
 * The page's selection, kept per set of filters: changing a filter starts afresh (what was
 * ticked, or "all matching", meant the list as it was); paging and sorting keep it.
 */
export function useBulkSelection(filterKey: string, pageIds: readonly number[]) {
  const [state, setState] = useState<{ key: string; selection: Selection }>({ key: filterKey, selection: NO_SELECTION });
  const selection = state.key === filterKey ? state.selection : NO_SELECTION;
  const setSelection = (next: Selection) => setState({ key: filterKey, selection: next });
  // Reads the selection when called, so it stays the same function while the selection changes.
  const toggle = useCallback(
    (id: number) =>
      setState((s) => ({ key: filterKey, selection: toggleOne(s.key === filterKey ? s.selection : NO_SELECTION, id, pageIds) })),
    [filterKey, pageIds],
  );
  const rows: RowSelection = useMemo(
    () => ({
      isSelected: (id) => isSelected(selection, id),
      toggle,
      page: pageState(selection, pageIds),
      togglePage: () => setState({ key: filterKey, selection: togglePage(selection, pageIds) }),
    }),
    [selection, pageIds, filterKey, toggle],
  );
  return { selection, setSelection, rows };
}
