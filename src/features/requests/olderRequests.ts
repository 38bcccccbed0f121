import { useState } from 'react';
import { REQUEST_LIST } from '@contracts/request-list';
import type { RequestList } from './api';

/** How many decided requests a list asks for; "Show older requests" adds a page. */
export function useHistoryPages() {
  const [history, setHistory] = useState<number>(REQUEST_LIST.historyPage);
  return { history, showOlder: () => setHistory((h) => Math.min(h + REQUEST_LIST.historyPage, REQUEST_LIST.historyMax)) };
}

export interface OlderRequests {
  /** Decided requests not shown yet. */
  hidden: number;
  onShowMore(): void;
}

/** The "older requests" control's state, or null when every decided request is shown. */
export function olderRequests(list: RequestList<unknown> | undefined, history: number, onShowMore: () => void): OlderRequests | null {
  if (!list) return null;
  const hidden = list.historyTotal - Math.min(history, list.historyTotal);
  return hidden > 0 && history < REQUEST_LIST.historyMax ? { hidden, onShowMore } : null;
}
