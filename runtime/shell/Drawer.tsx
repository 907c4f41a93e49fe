import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * The sidebar as a drawer below the large breakpoint: a backdrop
 * closes it on click; Escape closes it; focus moves in on open and back to the toggle on
 * close; Tab stays inside while it is open.
 */
export function Drawer(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const { open, onClose } = props;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) trapTab(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  return (
    <div className="sf-drawer" data-open={open || undefined} hidden={!open}>
      <div className="sf-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="sf-drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label={props.label}
      >
        <button
          type="button"
          className="sf-icon-button sf-drawer-close"
          aria-label="Close menu"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {props.children}
      </div>
    </div>
  );
}

function trapTab(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [
    ...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]'),
  ].filter((element) => !element.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
