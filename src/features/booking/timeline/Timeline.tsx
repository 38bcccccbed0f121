import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { TimelineSlotButton } from './TimelineSlotButton';
import { isSelected, type SelectionEvent, type SelectionState } from './selection';
import type { TimelineSlot } from '@shared/bookings/daySlots';

interface Props {
  label: string;
  slots: TimelineSlot[];
  state: SelectionState;
  dispatch: (event: SelectionEvent) => void;
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The 09:00–23:00 quarter-hour strip: click-click, drag or keyboard to choose a range. */
export function Timeline({ label, slots, state, dispatch }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const keyboardMove = useRef(false);

  useEffect(() => {
    if (keyboardMove.current) refs.current[state.focus]?.focus();
    keyboardMove.current = false;
  }, [state.focus]);

  // A drag may end anywhere on the page.
  useEffect(() => {
    if (state.phase !== 'dragging') return;
    const up = () => dispatch({ type: 'pointerUp' });
    document.addEventListener('mouseup', up);
    return () => document.removeEventListener('mouseup', up);
  }, [state.phase, dispatch]);

  const register = useCallback((index: number, element: HTMLButtonElement | null) => {
    refs.current[index] = element;
  }, []);

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key in MOVES) {
        event.preventDefault();
        keyboardMove.current = true;
        dispatch({ type: 'move', delta: MOVES[event.key] });
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        dispatch({ type: 'press', index });
      } else if (event.key === 'Escape') {
        // Not stopped: an open booked-slot tooltip closes on the same key (it listens on document).
        dispatch({ type: 'clear' });
      }
    },
    [dispatch],
  );

  return (
    <Box
      role="group"
      aria-label={label}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) dispatch({ type: 'clear' });
      }}
      onMouseUp={() => dispatch({ type: 'pointerUp' })}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(62px, 1fr))', gap: 0.5, p: 1, userSelect: 'none' }}
    >
      {slots.map((slot) => (
        <TimelineSlotButton
          key={slot.index}
          register={register}
          slot={slot}
          selected={isSelected(state, slot.index)}
          focused={state.focus === slot.index}
          dispatch={dispatch}
          onKeyDown={onKeyDown}
        />
      ))}
    </Box>
  );
}
