import { useMemo, useState } from 'react';
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
  const rows: RowSelection = useMemo(
    () => ({
      isSelected: (id) => isSelected(selection, id),
      toggle: (id) => setState({ key: filterKey, selection: toggleOne(selection, id, pageIds) }),
      page: pageState(selection, pageIds),
      togglePage: () => setState({ key: filterKey, selection: togglePage(selection, pageIds) }),
    }),
    [selection, pageIds, filterKey],
  );
  return { selection, setSelection, rows };
}
