import { useId, useRef } from 'react';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called for Escape and a click on the backdrop. */
  onCancel: () => void;
  /**
   * The confirmed action is running: the buttons do nothing and the dialog stays open.
   * They are aria-disabled rather than disabled, so focus stays on them for screen readers.
   */
  busy?: boolean;
  /** Styles the confirm button as dangerous (deleting a page). */
  destructive?: boolean;
}

/**
 * A yes-or-no question, such as the editor's 'Delete page' / 'Are you sure you want to
 * delete this page?'. An alertdialog whose text describes it; focus starts on the cancel
 * button, so Enter straight after opening never destroys anything.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      describedBy={textId}
      onClose={onCancel}
      preventClose={busy}
      initialFocus={cancelRef}
    >
      <p id={textId} className="ui-dialog__text">
        {text}
      </p>
      <div className="ui-dialog__actions">
        <Button
          ref={cancelRef}
          onClick={busy ? undefined : onCancel}
          aria-disabled={busy || undefined}
        >
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
