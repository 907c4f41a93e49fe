import { useId } from 'react';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';

export interface GotItDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Called by the button, Escape and the backdrop alike: the message only needs reading. */
  onClose: () => void;
  /** The button's words; "Got it" unless the caller says otherwise. */
  acknowledgeLabel?: string;
}

/** The got-it message: something the seller should know, acknowledged with one button. */
export function GotItDialog({
  open,
  title,
  text,
  onClose,
  acknowledgeLabel = 'Got it',
}: GotItDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} title={title} describedBy={textId} onClose={onClose}>
      <p id={textId} className="ui-dialog__text">
        {text}
      </p>
      <div className="ui-dialog__actions">
        <Button variant="primary" onClick={onClose}>
          {acknowledgeLabel}
        </Button>
      </div>
    </Dialog>
  );
}
