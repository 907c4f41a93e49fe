import { useEffect, useId, useRef, useState } from 'react';
import { PUBLISHING_MESSAGES } from '../../src/publishing';
import { Dialog } from '../../src/ui';
import { localInputToIso } from './statusText';

export interface ScheduleDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the message to show next to the field, or null once scheduled. */
  onSchedule: (publishAt: string) => Promise<string | null>;
}

/** Schedule publish (issue 14): a labelled date-and-time field; the server checks it against the store's clock. */
export function ScheduleDialog({ open, busy, onClose, onSchedule }: ScheduleDialogProps) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) {
      setValue('');
      setMessage(null);
    }
  }, [open]);

  const submit = async () => {
    const publishAt = localInputToIso(value);
    if (!publishAt) {
      setMessage(PUBLISHING_MESSAGES.scheduleInvalid);
      inputRef.current?.focus();
      return;
    }
    const refused = await onSchedule(publishAt);
    setMessage(refused);
    if (refused) inputRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      title="Schedule publish"
      onClose={onClose}
      preventClose={busy}
      initialFocus={inputRef}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        <label htmlFor={inputId} className="ed-schedule__label">
          Publish at
        </label>
        <input
          id={inputId}
          ref={inputRef}
          type="datetime-local"
          className="ed-schedule__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        {message ? (
          <p id={errorId} role="alert" className="ed-schedule__error">
            {message}
          </p>
        ) : null}
        <div className="ui-dialog__actions">
          <button type="button" className="ed-button" onClick={() => !busy && onClose()}>
            Cancel
          </button>
          <button
            type="submit"
            className="ed-button ed-button--primary"
            aria-disabled={busy || undefined}
          >
            Schedule publish
          </button>
        </div>
      </form>
    </Dialog>
  );
}
