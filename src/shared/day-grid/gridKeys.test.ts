import { nextPosition } from './gridKeys';

const plain = { ctrlKey: false };
const ctrl = { ctrlKey: true };
const at = { row: 5, slot: 10 };
/** The focused cell: a booking over quarter hours 8–11. */
const booking = { from: 8, to: 11 };

describe('keyboard moves in the day grid', () => {
  it.each([
    ['ArrowRight', plain, { row: 5, slot: 12 }],
    ['ArrowLeft', plain, { row: 5, slot: 7 }],
    ['ArrowDown', plain, { row: 6, slot: 10 }],
    ['ArrowUp', plain, { row: 4, slot: 10 }],
    ['PageDown', plain, { row: 15, slot: 10 }],
    ['PageUp', plain, { row: 0, slot: 10 }],
    ['Home', plain, { row: 5, slot: 0 }],
    ['End', plain, { row: 5, slot: 55 }],
    ['Home', ctrl, { row: 0, slot: 0 }],
    ['End', ctrl, { row: 99, slot: 55 }],
  ])('%s (ctrl %p) steps over the booking or keeps its column', (key, modifiers, expected) => {
    expect(nextPosition(key, modifiers, at, booking, 100, 10)).toEqual(expected);
  });

  it('stops at the grid’s edges', () => {
    const free = { from: 55, to: 55 };
    expect(nextPosition('ArrowRight', plain, { row: 99, slot: 55 }, free, 100, 10)).toEqual({ row: 99, slot: 55 });
    expect(nextPosition('ArrowDown', plain, { row: 99, slot: 55 }, free, 100, 10)).toEqual({ row: 99, slot: 55 });
    expect(nextPosition('PageDown', plain, { row: 95, slot: 55 }, free, 100, 10)).toEqual({ row: 99, slot: 55 });
    expect(nextPosition('ArrowLeft', plain, { row: 0, slot: 0 }, { from: 0, to: 0 }, 100, 10)).toEqual({ row: 0, slot: 0 });
  });

  it('leaves other keys to the cell', () => {
    expect(nextPosition('Enter', plain, at, booking, 100, 10)).toBeNull();
    expect(nextPosition('a', plain, at, booking, 100, 10)).toBeNull();
  });
});
