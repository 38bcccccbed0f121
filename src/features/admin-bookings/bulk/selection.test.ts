import {
  bulkTarget,
  canSelectAllMatching,
  isSelected,
  NO_SELECTION,
  pageState,
  selectedCount,
  skippedSummary,
  toggleOne,
  togglePage,
  withinBulkLimit,
  type Selection,
} from './selection';

const page = [1, 2, 3];
const ids = (...list: number[]): Selection => ({ mode: 'ids', ids: new Set(list) });

describe('bulk selection', () => {
  it('ticks and unticks single bookings, across pages', () => {
    const s = toggleOne(toggleOne(NO_SELECTION, 2, page), 9, [9]);
    expect(selectedCount(s)).toBe(2);
    expect(pageState(s, page)).toBe('some');
    expect(selectedCount(toggleOne(s, 2, page))).toBe(1);
  });

  it('"select this page" ticks the page, and unticks it when all of it was ticked, keeping other pages', () => {
    const s = togglePage(ids(9), page);
    expect(pageState(s, page)).toBe('all');
    expect(selectedCount(s)).toBe(4);
    expect(togglePage(s, page)).toEqual(ids(9));
  });

  it('offers "select all N matching" once the page is ticked and the list is longer', () => {
    expect(canSelectAllMatching(ids(1, 2), page, 30)).toBe(false);
    expect(canSelectAllMatching(ids(1, 2, 3), page, 30)).toBe(true);
    expect(canSelectAllMatching(ids(1, 2, 3), page, 3)).toBe(false);
    expect(canSelectAllMatching({ mode: 'all', total: 30 }, page, 30)).toBe(false);
  });

  it('all matching holds the total, ticks every row, and unticking one keeps the rest of the page', () => {
    const all: Selection = { mode: 'all', total: 30 };
    expect(selectedCount(all)).toBe(30);
    expect(isSelected(all, 77)).toBe(true);
    expect(toggleOne(all, 2, page)).toEqual(ids(1, 3));
    expect(togglePage(all, page)).toEqual(NO_SELECTION);
  });

  it('sends ids in order, or the filters for all matching', () => {
    const filter = { search: 'exam', kind: 'all' as const };
    expect(bulkTarget(ids(3, 1), filter)).toEqual({ ids: [1, 3] });
    expect(bulkTarget({ mode: 'all', total: 30 }, filter)).toEqual({ filter });
  });

  it('keeps to the server limit of 5,000', () => {
    expect(withinBulkLimit({ mode: 'all', total: 5_000 })).toBe(true);
    expect(withinBulkLimit({ mode: 'all', total: 5_001 })).toBe(false);
  });

  it('sums up the skipped ones by reason, most first', () => {
    const skipped = [{ reason: 'past' }, { reason: 'already_cancelled' }, { reason: 'already_cancelled' }];
    expect(skippedSummary(skipped)).toBe('Already cancelled: 2; Already started or over: 1');
    expect(skippedSummary([])).toBe('');
  });
});
