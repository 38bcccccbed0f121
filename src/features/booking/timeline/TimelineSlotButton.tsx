import { forwardRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { BookedSlotTooltip } from './BookedSlotTooltip';
import { slotName, type TimelineSlot } from './slots';
import type { SelectionEvent } from './selection';

interface Props {
  slot: TimelineSlot;
  selected: boolean;
  focused: boolean;
  dispatch: (event: SelectionEvent) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * Focus given on a click: no focus ring (Chrome would draw one after any earlier key press,
 * such as the Escape that cleared the last selection). `focusVisible` is newer than
 * TypeScript's DOM types; browsers without it ignore it.
 */
const MOUSE_FOCUS = { preventScroll: true, focusVisible: false };

/** One quarter hour. Booked and past slots stay focusable (so their name is heard) but cannot be chosen. */
export const TimelineSlotButton = forwardRef<HTMLButtonElement, Props>(function TimelineSlotButton(
  { slot, selected, focused, dispatch, onKeyDown },
  ref,
) {
  const unavailable = Boolean(slot.booking) || slot.past;
  const button = (
    <Box
      component="button"
      type="button"
      ref={ref}
      aria-label={slotName(slot)}
      aria-pressed={selected}
      aria-disabled={unavailable || undefined}
      tabIndex={focused ? 0 : -1}
      onKeyDown={onKeyDown}
      onFocus={() => dispatch({ type: 'focus', index: slot.index })}
      onMouseDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault(); // keep text from being selected while dragging
        // …which also keeps the browser from focusing the slot: focus it, so Escape reaches the timeline.
        e.currentTarget.focus(MOUSE_FOCUS);
        dispatch({ type: 'pointerDown', index: slot.index });
      }}
      onMouseEnter={() => dispatch({ type: 'pointerEnter', index: slot.index })}
      sx={{
        height: 36,
        border: 1,
        borderRadius: 1,
        font: 'inherit',
        fontSize: 12,
        cursor: unavailable ? 'not-allowed' : 'pointer',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: slot.booking ? 'action.disabledBackground' : selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : unavailable ? 'text.disabled' : 'text.primary',
        backgroundImage: slot.past && !slot.booking
          ? 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(127,127,127,0.15) 4px 8px)'
          : 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      {slot.start}
    </Box>
  );
  if (!slot.booking) return button;
  return (
    <Tooltip title={<BookedSlotTooltip booking={slot.booking} />} enterDelay={700} leaveDelay={300} arrow>
      {button}
    </Tooltip>
  );
});
