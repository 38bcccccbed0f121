import { useId, useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmationDialogProps {
  open: boolean;
  /** The dialog's title and accessible name, e.g. "Delete Booking". */
  title: string;
  /** The question; the dialog's accessible description. */
  text: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs, e.g. "Deleting...". */
  busyLabel?: string;
  cancelLabel?: string;
  confirmColor?: ButtonProps['color'];
  /**
   * Runs on confirm. While a returned promise is pending both buttons are disabled and the
   * dialog cannot be dismissed; what happens after (toast, close) is the caller's.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  /** Busy for a reason the dialog cannot see (e.g. a mutation started elsewhere). */
  busy?: boolean;
  /** Keeps Confirm disabled, e.g. while extra content below is not filled in. */
  confirmDisabled?: boolean;
  /**
   * What opened the dialog is about to go (a decided request loses its buttons when the
   * list reloads): on closing, focus goes to the page heading even if it is still there.
   */
  openerGoes?: boolean;
  /** Extra content under the text, such as a reason field. */
  children?: ReactNode;
}

/**
 * Where focus goes when a dialog closes and what opened it is gone (the row was deleted or
 * decided): the page's heading, so a keyboard or screen-reader user is not dropped at the
 * top of the document.
 */
export function focusPageHeading(opener: Element | null) {
  if (opener?.isConnected) return;
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

/**
 * The one yes/no dialog: delete, series delete, unsaved changes, logout and decisions.
 * Cancel has the initial focus (the safe choice); MUI returns focus to what opened the
 * dialog when it closes, or the page heading takes it when that is gone.
 */
export function ConfirmationDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'primary',
  onConfirm,
  onCancel,
  busy: busyOutside = false,
  confirmDisabled = false,
  openerGoes = false,
  children,
}: ConfirmationDialogProps) {
  const id = useId();
  const [running, setRunning] = useState(false);
  const busy = busyOutside || running;
  // What had focus when the dialog opened, read while rendering it open (before the dialog takes focus).
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open !== wasOpen.current) {
    wasOpen.current = open;
    if (open && typeof document !== 'undefined') opener.current = document.activeElement;
  }

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller reports its own failures; the dialog only stops being busy.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: { onExited: () => focusPageHeading(openerGoes ? null : opener.current) },
      }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={confirm} disabled={busy || confirmDisabled}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
