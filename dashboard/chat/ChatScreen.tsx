import { useEffect, useId, useMemo, useState } from 'react';
import { createChatApi, type ChatApi } from '../../src/chat/chatApi';
import { ChatInbox } from '../../src/chat/ui/ChatInbox';
import { OfflineMessages } from '../../src/chat/ui/OfflineMessages';
import { cannedReplySchema, type CannedReply } from '../../src/chat/conversation';
import { Button, PageHeader } from '../../src/ui';
import { useDashboard } from '../../editor/app/services';

/** A notification's link opens its chat: /dashboard/chat?chat={id}. */
const chatFromQuery = (): number | null => {
  if (typeof window === 'undefined') return null;
  const id = Number(new URLSearchParams(window.location.search).get('chat'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The seller's live chat inbox (/dashboard/chat) and the store's canned replies. */
export function ChatScreen({ api: given }: { api?: ChatApi }) {
  const { divisionId } = useDashboard();
  const api = useMemo(() => given ?? createChatApi(), [given]);
  const headingId = useId();
  const division = String(divisionId);
  return (
    <main className="dash-screen" aria-labelledby={headingId}>
      <PageHeader
        title="Live chat"
        titleId={headingId}
        description="Answer shoppers' chats. While this page is open, your store's chat groups show as online."
      />
      <ChatInbox api={api} scope={{ kind: 'store', division }} initialChatId={chatFromQuery()} />
      <LeftMessages api={api} division={division} />
      <CannedReplies api={api} division={division} />
    </main>
  );
}

/** Messages shoppers left while the store's groups were offline. */
function LeftMessages({ api, division }: { api: ChatApi; division: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="chat-offline">
      <h2 id={headingId}>Messages left while offline</h2>
      <OfflineMessages api={api} scope={{ kind: 'store', division }} />
    </section>
  );
}

function CannedReplies({ api, division }: { api: ChatApi; division: string }) {
  const [replies, setReplies] = useState<CannedReply[] | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const headingId = useId();
  const titleId = useId();
  const bodyId = useId();
  const errorId = useId();

  useEffect(() => {
    api
      .inbox({ kind: 'store', division })
      .then((inbox) => setReplies(inbox.cannedReplies))
      .catch((failure: Error) => setError(failure.message));
  }, [api, division]);

  const add = async () => {
    const parsed = cannedReplySchema.safeParse({ title, body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    try {
      const added = await api.addCannedReply(division, parsed.data.title, parsed.data.body);
      setReplies((list) => [...(list ?? []), added].sort((a, b) => a.title.localeCompare(b.title)));
      setTitle('');
      setBody('');
      setError('');
      setStatus(`Canned reply "${added.title}" added. Reload the inbox to use it.`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby={headingId} className="chat-canned">
      <h2 id={headingId}>Canned replies</h2>
      {replies === null && !error ? <p>Loading canned replies…</p> : null}
      {replies?.length === 0 ? <p>No canned replies yet. Add the answers you give most.</p> : null}
      <ul>
        {replies?.map((reply) => (
          <li key={reply.id}>
            <strong>{reply.title}</strong>: {reply.body}{' '}
            <Button
              size="small"
              variant="quiet"
              aria-label={`Delete canned reply ${reply.title}`}
              onClick={() =>
                void api
                  .deleteCannedReply(division, reply.id)
                  .then(() => setReplies((list) => list?.filter((r) => r.id !== reply.id) ?? []))
                  .catch((failure: Error) => setError(failure.message))
              }
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={titleId}>
          Title
          <input
            id={titleId}
            value={title}
            maxLength={80}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label htmlFor={bodyId}>
          Reply
          <textarea
            id={bodyId}
            value={body}
            maxLength={2000}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {error && (
          <p id={errorId} role="alert">
            {error}
          </p>
        )}
        <p role="status">{status}</p>
        <div>
          <Button type="submit">Add canned reply</Button>
        </div>
      </form>
    </section>
  );
}
