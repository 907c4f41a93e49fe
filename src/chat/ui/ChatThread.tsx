import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button/Button';
import type { ChatAttachmentView } from '../attachments';
import { lastSeenMessageId, TYPING_TTL_MS, type ChatMessageView } from '../conversation';
import { AttachButton } from './AttachButton';
import { MessageAttachment } from './MessageAttachment';
import { chatStyles } from './styles';

export interface ChatThreadProps {
  messages: readonly ChatMessageView[];
  /** Whose screen this is: their own messages sit on the right and get "Seen". */
  viewer: 'shopper' | 'agent';
  /** The other side's read mark (last message id they have seen). */
  otherReadId: number;
  /** Who is typing on the other side, or null. */
  typingName: string | null;
  onSend(body: string): Promise<void>;
  onTyping(typing: boolean): void;
  disabled?: boolean;
  /** Replaces the composer text (a canned reply picked by an agent). */
  draft?: { text: string; at: number } | null;
  /** Extra controls beside Send (canned replies). */
  tools?: ReactNode;
  /** Uploads a file and sends it in the chat; without it there is no attach button. */
  onAttach?: (file: File) => Promise<void>;
  /** Where this viewer fetches an attachment (default: its URL, the session proves access). */
  attachmentHref?: (attachment: ChatAttachmentView, download: boolean) => string;
  label: string;
}

const defaultHref = (attachment: ChatAttachmentView, download: boolean) =>
  download ? `${attachment.url}?download=1` : attachment.url;

/** Only the store's own uploads are shown as images; anything else stays text. */
const showableImage = (src: string | null): src is string => !!src && src.startsWith('/uploads/');

/**
 * One conversation: the messages (a polite live log), the other side's typing indicator,
 * "Seen" under the last own message the other side read, and the composer (Enter sends,
 * Shift+Enter breaks the line). Message text is rendered as text, never as HTML.
 */
export function ChatThread({
  messages,
  viewer,
  otherReadId,
  typingName,
  onSend,
  onTyping,
  disabled = false,
  draft,
  tools,
  onAttach,
  attachmentHref = defaultHref,
  label,
}: ChatThreadProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const logRef = useRef<HTMLOListElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typing = useRef(false);
  const seenId = lastSeenMessageId(messages, viewer, otherReadId);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typingName]);

  useEffect(() => {
    if (draft) setText(draft.text);
  }, [draft]);

  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const stopTyping = () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    if (typing.current) onTyping(false);
    typing.current = false;
  };

  const changed = (value: string) => {
    setText(value);
    setError(null);
    if (!typing.current) onTyping(true);
    typing.current = true;
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, TYPING_TTL_MS / 2);
  };

  const send = async () => {
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      await onSend(body);
      setText('');
      stopTyping();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="chat-thread">
      <style>{chatStyles}</style>
      <ol className="chat-log" ref={logRef} aria-label={label} aria-live="polite" tabIndex={0}>
        {messages.map((message) => {
          const own = message.author === viewer;
          const className =
            message.author === 'system'
              ? 'chat-msg chat-msg--system'
              : own
                ? 'chat-msg chat-msg--own'
                : 'chat-msg';
          return (
            <li key={message.id} className={className}>
              {message.author !== 'system' && (
                <span className="chat-msg__who">{own ? 'You' : message.authorName}</span>
              )}
              {message.body}
              {showableImage(message.image) && (
                <img src={message.image} alt="Image sent in the chat" loading="lazy" />
              )}
              {message.attachment && (
                <MessageAttachment attachment={message.attachment} hrefOf={attachmentHref} />
              )}
              {message.id === seenId && <span className="chat-seen">Seen</span>}
            </li>
          );
        })}
      </ol>
      <p className="chat-typing" aria-live="polite">
        {typingName ? `${typingName} is typing…` : ''}
      </p>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId}>Message</label>
        <textarea
          id={inputId}
          value={text}
          disabled={disabled}
          maxLength={2000}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => changed(event.target.value)}
          onBlur={stopTyping}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        {error && (
          <p id={errorId} role="alert" className="ui-field__error">
            {error}
          </p>
        )}
        <div className="chat-composer__row">
          {onAttach && <AttachButton onAttach={onAttach} disabled={disabled} />}
          {tools}
          <Button type="submit" variant="primary" disabled={disabled || sending || !text.trim()}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}
