import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { focusableElements, trappedFocusTarget } from './focus';

export type DialogCloseReason = 'escape' | 'backdrop';

export interface DialogProps {
  open: boolean;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Asked to close by Escape or a click on the backdrop; never while `preventClose`. */
  onClose: (reason: DialogCloseReason) => void;
  children?: ReactNode;
  /** Id of the element that describes the dialog (its main text), if any. */
  describedBy?: string;
  /** `alertdialog` for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** While true, Escape and the backdrop do nothing (a save in flight). */
  preventClose?: boolean;
  /** What gets focus on open; the first focusable element by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog: role=dialog with aria-modal, named by its title. On open, focus moves
 * into it; Tab and Shift+Tab stay inside; on close, focus returns to where it was.
 * Rendered in place (no portal) so it renders the same under SSR; the backdrop is fixed
 * over the page. Nothing is rendered while closed.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  describedBy,
  role = 'dialog',
  preventClose = false,
  initialFocus,
  className,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // Focus moves once per opening, not when a caller passes a new ref object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here, so an outer dialog or the page does not also react to it.
      event.stopPropagation();
      event.preventDefault();
      if (!preventClose) onClose('escape');
    } else if (event.key === 'Tab') {
      const target = trappedFocusTarget(dialog, document.activeElement, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  };

  return (
    <div
      className="ui-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !preventClose) onClose('backdrop');
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `ui-dialog ${className}` : 'ui-dialog'}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
