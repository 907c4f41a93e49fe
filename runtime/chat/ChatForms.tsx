import { useId, useState } from 'react';
import type { z, ZodType } from 'zod';
import {
  offlineMessageSchema,
  startChatSchema,
  type LiveChatGroupId,
  type OfflineMessage,
  type StartChat,
} from '../../src/chat/conversation';
import { Button } from '../../src/ui/button/Button';

/**
 * The panel's two forms: start a chat with an online group, or leave a message for an
 * offline one. Each checks its input with the schema the server parses with, for the group
 * the store's chat block asked for, and hands the parsed input on.
 */

interface FieldErrors {
  [field: string]: string | undefined;
}

/**
 * A chat form's submit: checks `input` with `schema` (each field's first message shown
 * under it), then sends, showing the answer's failure above the button.
 */
function useCheckedSubmit<S extends ZodType>(
  schema: S,
  input: unknown,
  send: (parsed: z.infer<S>) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, submit };
}

export function StartForm({
  group,
  groupName,
  onStart,
}: {
  /** The group this store's chat block (or link) asked for: what the server will check. */
  group: LiveChatGroupId;
  groupName: string;
  onStart: (input: StartChat) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [body, setBody] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit(
    startChatSchema,
    { group, name, email, body },
    onStart,
  );
  const id = useId();
  return (
    <form
      className="chat-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>Our {groupName} team is online. Tell us your name and what you need.</p>
      <TextField
        id={`${id}-name`}
        label="Your name"
        value={name}
        onChange={setName}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        id={`${id}-email`}
        label="Email (optional, for a transcript)"
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
      />
      <TextField
        id={`${id}-body`}
        label="Your message"
        value={body}
        onChange={setBody}
        error={errors.body}
        multiline
      />
      {failure && <p role="alert">{failure}</p>}
      <Button type="submit" variant="primary" disabled={busy}>
        Start chat
      </Button>
    </form>
  );
}

export function OfflineForm({
  group,
  groupName,
  onSend,
}: {
  group: LiveChatGroupId;
  groupName: string;
  onSend: (input: OfflineMessage) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const { errors, failure, busy, submit } = useCheckedSubmit(
    offlineMessageSchema,
    { group, name, email, message },
    onSend,
  );
  const id = useId();
  return (
    <form
      className="chat-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>Our {groupName} team is offline right now. Leave a message and we will answer by email.</p>
      <TextField
        id={`${id}-name`}
        label="Your name"
        value={name}
        onChange={setName}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
      />
      <TextField
        id={`${id}-msg`}
        label="Your message"
        value={message}
        onChange={setMessage}
        error={errors.message}
        multiline
      />
      {failure && <p role="alert">{failure}</p>}
      <Button type="submit" variant="primary" disabled={busy}>
        Send message
      </Button>
    </form>
  );
}

function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const errorId = `${props.id}-error`;
  const common = {
    id: props.id,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    autoComplete: props.autoComplete,
  };
  return (
    <label htmlFor={props.id}>
      {props.label}
      {props.multiline ? (
        <textarea {...common} maxLength={2000} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.error && (
        <span id={errorId} className="ui-field__error">
          {props.error}
        </span>
      )}
    </label>
  );
}
