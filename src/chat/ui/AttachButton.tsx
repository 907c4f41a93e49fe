import { useId, useState } from 'react';
import { attachmentSizeProblem, CHAT_ATTACHMENT_ACCEPT } from '../attachments';

export interface AttachButtonProps {
  /** Uploads the file and sends it in the chat; rejects with the message to show. */
  onAttach(file: File): Promise<void>;
  disabled?: boolean;
}

type State =
  { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'error'; message: string };

/**
 * "Attach a file": a labelled file input (Tab reaches it, Enter or Space opens the picker),
 * an uploading state with a progress bar, and the server's message when a file is refused.
 * The size is checked here first so a large file is not sent for nothing.
 */
export function AttachButton({ onAttach, disabled = false }: AttachButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const statusId = useId();
  const busy = state.kind === 'uploading';

  const attach = async (file: File) => {
    const tooLarge = attachmentSizeProblem(file.size);
    if (tooLarge) return setState({ kind: 'error', message: tooLarge });
    setState({ kind: 'uploading', name: file.name });
    try {
      await onAttach(file);
      setState({ kind: 'idle' });
    } catch (failure) {
      setState({
        kind: 'error',
        message: failure instanceof Error ? failure.message : String(failure),
      });
    }
  };

  return (
    <div className="chat-attach">
      <label htmlFor={inputId} className="ui-button ui-button--small chat-attach__button">
        Attach a file
        <input
          id={inputId}
          type="file"
          accept={CHAT_ATTACHMENT_ACCEPT}
          className="ui-visually-hidden"
          disabled={disabled || busy}
          aria-describedby={state.kind === 'idle' ? undefined : statusId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
      </label>
      {state.kind === 'uploading' && (
        <p id={statusId} role="status" className="chat-attach__status">
          Uploading {state.name}…
          <progress aria-label={`Uploading ${state.name}`} />
        </p>
      )}
      {state.kind === 'error' && (
        <p id={statusId} role="alert" className="ui-field__error">
          {state.message}
        </p>
      )}
    </div>
  );
}
