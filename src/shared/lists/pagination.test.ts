import { aboutCount, nextPage, pageItems, showingRange, totalPagesOf } from './pagination';

describe('pageItems', () => {
  it.each([
    ['one page: no buttons', 1, 1, []],
    ['no pages: no buttons', 1, 0, []],
    ['two pages', 1, 2, [1, 2]],
    ['five pages fit', 3, 5, [1, 2, 3, 4, 5]],
    ['first of 20', 1, 20, [1, 2, 3, 4, 'ellipsis', 20]],
    ['third of 20 still touches the first page', 3, 20, [1, 2, 3, 4, 'ellipsis', 20]],
    ['past page 3 the first page stays, after a gap', 4, 20, [1, 'ellipsis', 3, 4, 5, 'ellipsis', 20]],
    ['middle of 20: a neighbour on each side', 10, 20, [1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]],
    ['window touching the last page has no gap before it', 18, 20, [1, 'ellipsis', 17, 18, 19, 20]],
    ['last page', 20, 20, [1, 'ellipsis', 17, 18, 19, 20]],
    ['six pages from the start', 1, 6, [1, 2, 3, 4, 'ellipsis', 6]],
    ['six pages, fourth', 4, 6, [1, 'ellipsis', 3, 4, 5, 6]],
    ['out of range high is the last page', 99, 20, [1, 'ellipsis', 17, 18, 19, 20]],
    ['out of range low is the first page', -3, 20, [1, 2, 3, 4, 'ellipsis', 20]],
  ])('%s', (_name, page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });

  it('shows at most 5 numbered buttons, from the first to the last page, around the current one', () => {
    for (let total = 2; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        const numbers = items.filter((i): i is number => i !== 'ellipsis');
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        expect(numbers).toContain(page);
        if (page > 1 && page < total) expect(numbers).toEqual(expect.arrayContaining([page - 1, page + 1]));
        // Ascending, with an ellipsis exactly where pages are left out.
        items.forEach((item, i) => {
          if (item === 'ellipsis') expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
          else if (i > 0 && items[i - 1] !== 'ellipsis') expect(item - (items[i - 1] as number)).toBe(1);
        });
      }
    }
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

describe('aboutCount', () => {
  it('rounds an estimate to three significant figures with separators', () => {
    expect(aboutCount(49_821)).toBe('49,800');
    expect(aboutCount(1_000_000)).toBe('1,000,000');
    expect(aboutCount(158_519)).toBe('159,000');
    expect(aboutCount(10_001)).toBe('10,000');
    expect(aboutCount(87)).toBe('87');
  });
});
