import { initialSelection, reduceSelection, selectedRange, type SelectionEvent, type SelectionState } from './selection';
import { DAY_SLOT_COUNT as SLOT_COUNT } from '@contracts/booking-limits';
import { slotEnd, slotStart } from '@shared/bookings/daySlots';

// 56 slots 09:00–23:00; slots 8..11 (11:00–12:00) are booked.
const blocked = Array.from({ length: SLOT_COUNT }, (_, i) => i >= 8 && i <= 11);
const run = (events: SelectionEvent[], from: SelectionState = initialSelection) =>
  events.reduce((s, e) => reduceSelection(s, e, blocked), from);

const down = (index: number): SelectionEvent => ({ type: 'pointerDown', index });
const enter = (index: number): SelectionEvent => ({ type: 'pointerEnter', index });
const up: SelectionEvent = { type: 'pointerUp' };
const click = (index: number) => [down(index), up];
const press = (index: number): SelectionEvent => ({ type: 'press', index });
const move = (delta: number): SelectionEvent => ({ type: 'move', delta });
const clear: SelectionEvent = { type: 'clear' };

describe('timeline selection', () => {
  it.each<[string, SelectionEvent[], { phase: string; start: number | null; end: number | null }]>([
    ['first click sets the start and selects one slot', click(2), { phase: 'started', start: 2, end: 2 }],
    ['second click selects start..end', [...click(2), ...click(5)], { phase: 'complete', start: 2, end: 5 }],
    ['second click before the start selects backwards', [...click(5), ...click(1)], { phase: 'complete', start: 1, end: 5 }],
    ['second click on the start selects that one slot', [...click(3), ...click(3)], { phase: 'complete', start: 3, end: 3 }],
    ['a range stops before a booked slot (forwards)', [...click(4), ...click(20)], { phase: 'complete', start: 4, end: 7 }],
    ['a range stops before a booked slot (backwards)', [...click(20), ...click(0)], { phase: 'complete', start: 12, end: 20 }],
    ['a third click starts again', [...click(2), ...click(5), ...click(30)], { phase: 'started', start: 30, end: 30 }],
    ['clicking a booked slot first does nothing', click(9), { phase: 'idle', start: null, end: null }],
    ['clicking a booked slot second keeps waiting', [...click(2), ...click(9)], { phase: 'started', start: 2, end: 2 }],
    ['mouse-down plus drag extends the selection', [down(13), enter(14), enter(16), up], { phase: 'complete', start: 13, end: 16 }],
    ['dragging backwards works too', [down(16), enter(15), enter(13), up], { phase: 'complete', start: 13, end: 16 }],
    ['a drag over a booked slot stops before it', [down(5), enter(6), enter(10), enter(14), up], { phase: 'complete', start: 5, end: 7 }],
    ['a drag that shrinks back follows the pointer', [down(20), enter(25), enter(22), up], { phase: 'complete', start: 20, end: 22 }],
    ['moving the mouse without a press selects nothing', [enter(3), enter(4)], { phase: 'idle', start: null, end: null }],
    ['after a drag the pointer no longer extends', [down(20), enter(22), up, enter(30)], { phase: 'complete', start: 20, end: 22 }],
    ['Escape clears a started selection', [...click(2), clear], { phase: 'idle', start: null, end: null }],
    ['a blank-area click clears a complete selection', [...click(2), ...click(6), clear], { phase: 'idle', start: null, end: null }],
    ['the last slot can be selected', [...click(SLOT_COUNT - 2), ...click(SLOT_COUNT - 1)], { phase: 'complete', start: 54, end: 55 }],
    ['Enter/Space sets the start', [press(3)], { phase: 'started', start: 3, end: 3 }],
    ['Enter/Space again sets the end', [press(3), press(6)], { phase: 'complete', start: 3, end: 6 }],
    ['Enter/Space on a booked slot does nothing', [press(10)], { phase: 'idle', start: null, end: null }],
    ['keyboard ranges stop before booked slots', [press(6), press(13)], { phase: 'complete', start: 6, end: 7 }],
  ])('%s', (_name, events, expected) => {
    const state = run(events);
    expect({ phase: state.phase, start: state.start, end: state.end }).toEqual(expected);
  });

  it.each<[string, SelectionEvent[], number]>([
    ['arrow right moves focus forward', [move(1), move(1)], 2],
    ['arrow left stops at the first slot', [move(-1)], 0],
    ['focus stops at the last slot', [move(100)], SLOT_COUNT - 1],
    ['focus can rest on a booked slot', [move(9)], 9],
    ['a click moves focus to the slot', click(7), 7],
    ['clear keeps focus where it was', [move(4), clear], 4],
    ['a focused slot becomes the focus', [{ type: 'focus', index: 30 }], 30],
    ['arrows move on from a focused slot', [{ type: 'focus', index: 30 }, move(2)], 32],
  ])('%s', (_name, events, focus) => {
    expect(run(events).focus).toBe(focus);
  });

  it('reports no range while nothing is selected or a selected slot got booked', () => {
    expect(selectedRange(initialSelection, blocked)).toBeNull();
    const state = run([...click(2), ...click(5)]);
    expect(selectedRange(state, blocked)).toEqual({ start: 2, end: 5 });
    const nowBooked = blocked.map((b, i) => b || i === 4);
    expect(selectedRange(state, nowBooked)).toBeNull();
  });

  it('runs 09:00 to 23:00 in 56 quarter hours, the last ending at 23:00', () => {
    expect(SLOT_COUNT).toBe(56);
    expect(slotStart(0)).toBe('09:00');
    expect(slotEnd(0)).toBe('09:15');
    expect(slotStart(55)).toBe('22:45');
    expect(slotEnd(55)).toBe('23:00');
  });
});
