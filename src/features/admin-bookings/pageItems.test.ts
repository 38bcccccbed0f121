import { adminPageItems } from './pageItems';

describe('adminPageItems', () => {
  it.each([
    ['one page: no buttons', 1, 1, []],
    ['no pages: no buttons', 1, 0, []],
    ['two pages', 1, 2, [1, 2]],
    ['five pages fit', 3, 5, [1, 2, 3, 4, 5]],
    ['first of 20', 1, 20, [1, 2, 3, 4, 'ellipsis', 20]],
    ['second of 20', 2, 20, [1, 2, 3, 4, 'ellipsis', 20]],
    ['middle of 20 keeps a neighbour before', 10, 20, [9, 10, 11, 12, 'ellipsis', 20]],
    ['window touching the last page has no ellipsis', 6, 9, [5, 6, 7, 8, 9]],
    ['window one short of the last page', 15, 20, [14, 15, 16, 17, 'ellipsis', 20]],
    ['near the end: the last five', 17, 20, [16, 17, 18, 19, 20]],
    ['last page', 20, 20, [16, 17, 18, 19, 20]],
    ['six pages from the start', 1, 6, [1, 2, 3, 4, 'ellipsis', 6]],
    ['six pages, third', 3, 6, [2, 3, 4, 5, 6]],
    ['out of range high is the last page', 99, 20, [16, 17, 18, 19, 20]],
    ['out of range low is the first page', -3, 20, [1, 2, 3, 4, 'ellipsis', 20]],
  ])('%s', (_name, page, total, expected) => {
    expect(adminPageItems(page, total)).toEqual(expected);
  });

  it('never shows more than 5 numbered buttons and always ends on the last page', () => {
    for (let total = 2; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = adminPageItems(page, total);
        expect(items.filter((i) => i !== 'ellipsis').length).toBeLessThanOrEqual(5);
        expect(items[items.length - 1]).toBe(total);
        expect(items).toContain(page);
      }
    }
  });
});
