import { memo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { CLOSURE_MESSAGES } from '@contracts/closure-rules';
import { timeText } from '@contracts/campus-format';
import { BookedSlotTooltip } from '@shared/bookings/BookedSlotTooltip';
import { isPendingHold, slotName, type TimelineSlot } from '@shared/bookings/daySlots';
import type { SelectionEvent } from './selection';

interface Props {
  slot: TimelineSlot;
  selected: boolean;
  focused: boolean;
  dispatch: (event: SelectionEvent) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  /** Keeps the button's element, so keyboard moves can focus it. */
  register: (index: number, element: HTMLButtonElement | null) => void;
}

/**
 * Focus given on a click: no focus ring (Chrome would draw one after any earlier key press,
 * such as the Escape that cleared the last selection). `focusVisible` is newer than
 * TypeScript's DOM types; browsers without it ignore it.
 */
const MOUSE_FOCUS = { preventScroll: true, focusVisible: false };

/** Hatching: past free slots (faint) and pending requests (bolder, with a dashed border). */
const hatch = (alpha: number) => `repeating-linear-gradient(45deg, transparent 0 4px, rgba(127,127,127,${alpha}) 4px 8px)`;
/** Closed slots: hatching both ways, unlike any booking's. */
const CROSS_HATCH = `${hatch(0.3)}, repeating-linear-gradient(-45deg, transparent 0 4px, rgba(127,127,127,0.3) 4px 8px)`;

/**
 * One quarter hour. Booked and past slots stay focusable (so their name is heard) but
 * cannot be chosen. A confirmed booking is a solid grey block; a pending request is told
 * apart by shape, not colour alone: a dashed border over hatching, and its name and
 * tooltip say "pending approval". A closed slot has a dotted border over cross-hatching, and
 * its name and tooltip say "closed" with the reason.
 *
 * Memoised, with only stable callbacks passed in: a selection change re-renders the few
 * slots whose `selected` or `focused` changed, not all 56 (docs/PERFORMANCE.md).
 */
export const TimelineSlotButton = memo(function TimelineSlotButton({ slot, selected, focused, dispatch, onKeyDown, register }: Props) {
  const closed = slot.closure !== null;
  const unavailable = Boolean(slot.booking) || slot.past || closed;
  const pending = isPendingHold(slot);
  const button = (
    <Box
      component="button"
      type="button"
      ref={(element: HTMLButtonElement | null) => register(slot.index, element)}
      aria-label={slotName(slot)}
      aria-pressed={selected}
      aria-disabled={unavailable || undefined}
      tabIndex={focused ? 0 : -1}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(slot.index, event)}
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
        borderStyle: closed ? 'dotted' : pending ? 'dashed' : 'solid',
        borderRadius: 1,
        font: 'inherit',
        fontSize: 12,
        // "09:00 PM" on one line (issue 35's one time format).
        px: 0.25,
        whiteSpace: 'nowrap',
        cursor: unavailable ? 'not-allowed' : 'pointer',
        borderColor: selected ? 'primary.main' : pending ? 'text.secondary' : 'divider',
        bgcolor: slot.booking && !pending ? 'action.disabledBackground' : selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : unavailable ? 'text.disabled' : 'text.primary',
        backgroundImage: closed ? CROSS_HATCH : pending ? hatch(0.35) : slot.past && !slot.booking ? hatch(0.15) : 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      {timeText(slot.start)}
    </Box>
  );
  if (closed) {
    return (
      <Tooltip title={CLOSURE_MESSAGES.closed(slot.closure!)} enterDelay={700} leaveDelay={300} arrow>
        {button}
      </Tooltip>
    );
  }
  if (!slot.booking) return button;
  return (
    <Tooltip title={<BookedSlotTooltip booking={slot.booking} />} enterDelay={700} leaveDelay={300} arrow>
      {button}
    </Tooltip>
  );
});
