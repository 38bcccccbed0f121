import { nextPage, pageItems, showingRange, totalPagesOf, type PageItem } from './pagination';

const E = 'ellipsis' as const;

describe('pageItems', () => {
  it.each<[string, number, number, PageItem[]]>([
    ['hidden with no pages', 1, 0, []],
    ['hidden with one page', 1, 1, []],
    ['two pages', 1, 2, [1, 2]],
    ['first page of three', 1, 3, [1, 2, 3]],
    ['first page of ten: neighbour, ellipsis, last', 1, 10, [1, 2, E, 10]],
    ['second page: no gap before', 2, 10, [1, 2, 3, E, 10]],
    ['a one-page gap shows the page, not an ellipsis', 4, 10, [1, 2, 3, 4, 5, E, 10]],
    ['middle page: ellipses on both sides', 5, 10, [1, E, 4, 5, 6, E, 10]],
    ['near the end', 8, 10, [1, E, 7, 8, 9, 10]],
    ['last page: first, ellipsis, neighbour, last', 10, 10, [1, E, 9, 10]],
    ['a page past the end is shown as the last', 99, 10, [1, E, 9, 10]],
  ])('%s (page %i of %i)', (_name, page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });
});

describe('nextPage', () => {
  it.each([
    ['a page in range', 3, 1, 5, 3],
    ['the last page', 5, 1, 5, 5],
    ['page 0 is ignored', 0, 2, 5, 2],
    ['a negative page is ignored', -1, 2, 5, 2],
    ['past the last page is ignored', 6, 5, 5, 5],
    ['a fraction is ignored', 2.5, 1, 5, 1],
    ['any page when there are none', 1, 1, 0, 1],
  ])('%s', (_name, requested, current, total, expected) => {
    expect(nextPage(requested, current, total)).toBe(expected);
  });
});

describe('showingRange', () => {
  it.each([
    [1, 10, 0, { from: 0, to: 0 }],
    [1, 10, 7, { from: 1, to: 7 }],
    [1, 10, 25, { from: 1, to: 10 }],
    [3, 10, 25, { from: 21, to: 25 }],
    [2, 20, 40, { from: 21, to: 40 }],
  ])('page %i of size %i with %i entries', (page, limit, total, expected) => {
    expect(showingRange(page, limit, total)).toEqual(expected);
  });
});

describe('totalPagesOf', () => {
  it('uses the answer when given, else the ceiling of total over limit', () => {
    expect(totalPagesOf({ total: 21, limit: 10 }, 3)).toBe(3);
    expect(totalPagesOf({ total: 21, limit: 10 })).toBe(3);
    expect(totalPagesOf({ total: 0, limit: 10 })).toBe(0);
  });
});
