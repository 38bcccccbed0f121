import { rangeFrom } from '@shared/bookings/daySlots';

/**
 * The timeline's selection as a pure reducer: state + event → state. Slots are indexed
 * 0..n-1; `blocked[i]` is true for a booked (or past) slot, which can never be selected.
 */
export type SelectionPhase = 'idle' | 'started' | 'dragging' | 'complete';

export interface SelectionState {
  phase: SelectionPhase;
  /** Where the selection began; ranges run from here towards the pointer, either way. */
  anchor: number | null;
  /** First and last selected slot, inclusive. */
  start: number | null;
  end: number | null;
  /** The slot holding keyboard focus. */
  focus: number;
}

export type SelectionEvent =
  /** A click completed by keyboard: Enter or Space on a slot. */
  | { type: 'press'; index: number }
  | { type: 'pointerDown'; index: number }
  | { type: 'pointerEnter'; index: number }
  | { type: 'pointerUp' }
  /** A slot received focus (Tab, a click or a screen reader). */
  | { type: 'focus'; index: number }
  /** Arrow keys: focus moves by delta, stopping at the ends. */
  | { type: 'move'; delta: number }
  /** Escape or a click on the blank area. */
  | { type: 'clear' };

export const initialSelection: SelectionState = { phase: 'idle', anchor: null, start: null, end: null, focus: 0 };

const begin = (index: number, phase: SelectionPhase): SelectionState => ({
  phase,
  anchor: index,
  start: index,
  end: index,
  focus: index,
});

const finish = (state: SelectionState, anchor: number, index: number, blocked: readonly boolean[]): SelectionState => ({
  ...state,
  ...rangeFrom(anchor, index, blocked),
  phase: 'complete',
  focus: index,
});

export function reduceSelection(state: SelectionState, event: SelectionEvent, blocked: readonly boolean[]): SelectionState {
  switch (event.type) {
    case 'press':
      if (blocked[event.index]) return { ...state, focus: event.index };
      return state.phase === 'started' && state.anchor !== null
        ? finish(state, state.anchor, event.index, blocked)
        : begin(event.index, 'started');
    case 'pointerDown':
      if (blocked[event.index]) return state;
      // The second click of click-click completes; otherwise a press may become a drag.
      return state.phase === 'started' && state.anchor !== null
        ? finish(state, state.anchor, event.index, blocked)
        : begin(event.index, 'dragging');
    case 'pointerEnter':
      if (state.phase !== 'dragging' || state.anchor === null) return state;
      return { ...state, ...rangeFrom(state.anchor, event.index, blocked) };
    case 'pointerUp':
      if (state.phase !== 'dragging') return state;
      // A press released where it began is a first click: wait for the second.
      return { ...state, phase: state.start === state.end ? 'started' : 'complete' };
    case 'focus':
      return state.focus === event.index ? state : { ...state, focus: event.index };
    case 'move':
      return { ...state, focus: Math.min(Math.max(state.focus + event.delta, 0), blocked.length - 1) };
    case 'clear':
      return { ...initialSelection, focus: state.focus };
  }
}

/** The selected slots, or null when nothing is selected or a selected slot has since been booked. */
export function selectedRange(state: SelectionState, blocked: readonly boolean[]): { start: number; end: number } | null {
  if (state.start === null || state.end === null) return null;
  for (let i = state.start; i <= state.end; i++) if (blocked[i]) return null;
  return { start: state.start, end: state.end };
}

export const isSelected = (state: SelectionState, index: number) =>
  state.start !== null && state.end !== null && index >= state.start && index <= state.end;
