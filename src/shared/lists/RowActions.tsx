import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

/**
 * One action of a list row (Edit, Delete, Feed, Deactivate, …): described once by the feature,
 * drawn by the table (text or icon buttons) and by the phone's card (outlined buttons) alike.
 */
export interface RowAction {
  key: string;
  /** The button's words. */
  label: string;
  /** The accessible name, naming the row, e.g. "Edit booking of Room 101". */
  name: string;
  icon: ReactElement;
  /** Destructive actions take error's colour (warning's orange is under 4.5:1 on the paper). */
  color?: 'error';
  onClick(): void;
}

interface Props {
  actions: readonly RowAction[];
  /** 'icon' for a narrow table column, 'text' for a wide one, 'outlined' on a card. */
  variant: 'icon' | 'text' | 'outlined';
}

/** A row's actions as buttons; nothing when the row allows none. */
export function RowActionButtons({ actions, variant }: Props) {
  if (variant === 'icon') {
    return actions.map(({ key, name, icon, color, onClick }) => (
      <IconButton key={key} aria-label={name} onClick={onClick} size="small" color={color}>
        {icon}
      </IconButton>
    ));
  }
  return actions.map(({ key, label, name, icon, color, onClick }) => (
    <Button key={key} size="small" variant={variant} color={color} startIcon={icon} onClick={onClick} aria-label={name}>
      {label}
    </Button>
  ));
}
