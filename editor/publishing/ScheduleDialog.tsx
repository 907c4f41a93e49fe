import { useEffect, useRef, useState } from 'react';
import { PUBLISHING_MESSAGES } from '../../src/publishing';
import { Button, Dialog, Field, Form } from '../../src/ui';
import { localInputToIso } from './statusText';

export interface ScheduleDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the message to show next to the field, or null once scheduled. */
  onSchedule: (publishAt: string) => Promise<string | null>;
}

/**
 * Schedule publish (issue 14): a labelled date-and-time field; the server checks it against
 * the store's clock. A refusal shows under the field, which gets focus (the Form does it).
 */
export function ScheduleDialog({ open, busy, onClose, onSchedule }: ScheduleDialogProps) {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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
      return;
    }
    setMessage(await onSchedule(publishAt));
  };

  return (
    <Dialog
      open={open}
      title="Schedule publish"
      onClose={onClose}
      preventClose={busy}
      initialFocus={inputRef}
    >
      <Form onSubmit={() => (busy ? undefined : submit())}>
        <Field label="Publish at" error={message}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="datetime-local"
              className="ui-input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        <div className="ui-dialog__actions">
          <Button onClick={() => !busy && onClose()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy}>
            Schedule publish
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
