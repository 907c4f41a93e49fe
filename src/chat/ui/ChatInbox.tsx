import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button/Button';
import { EmptyState } from '../../ui/emptyState/EmptyState';
import { InlineError } from '../../ui/inlineError/InlineError';
import { Loading } from '../../ui/loading/Loading';
import { inboxStreamUrl, type ChatApi, type InboxScopeRef } from '../chatApi';
import {
  appendInboxPage,
  GROUP_LABELS,
  TYPING_TTL_MS,
  type CannedReply,
  type ChatMessageView,
  type ChatStreamEvent,
  type ConversationView,
} from '../conversation';
import { LIVE_CHAT_GROUP_IDS } from '../groups';
import { ChatThread } from './ChatThread';
import { chatStyles } from './styles';
import { useChatStream } from './useEventStream';

export interface ChatInboxProps {
  api: ChatApi;
  scope: InboxScopeRef;
  /** Opens this conversation first (a notification's link). */
  initialChatId?: number | null;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' };

const sortByRecent = (list: ConversationView[]) =>
  [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);

/**
 * The agents' inbox, the same in the dashboard (a store's sellers) and atlas (staff):
 * conversations live from the inbox stream, one open thread with typing and receipts,
 * canned replies, file attachments, transfer, transcript and end. Keeping it open counts
 * its agent present, which is what puts the groups online for shoppers.
 */
export function ChatInbox({ api, scope, initialChatId = null }: ChatInboxProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [conversations, setConversations] = useState<ConversationView[]>([]);
  const [groups, setGroups] = useState<number[]>([]);
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(initialChatId);
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [typingUntil, setTypingUntil] = useState<Record<number, number>>({});
  const [notice, setNotice] = useState('');
  const [draft, setDraft] = useState<{ text: string; at: number } | null>(null);
  const [transferTo, setTransferTo] = useState('');
  const [, tick] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { transfer: useId(), canned: useId(), list: useId() };
  const selectedRef = useRef<number | null>(selectedId);
  selectedRef.current = selectedId;

  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [more, setMore] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  /** Whether pages past the first were loaded: a refresh then keeps them and their cursor. */
  const pagedFurther = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);

  const refresh = useCallback(async () => {
    try {
      const inbox = await api.inbox(scope);
      setConversations((list) =>
        sortByRecent(
          pagedFurther.current ? appendInboxPage(inbox.conversations, list) : inbox.conversations,
        ),
      );
      if (!pagedFurther.current) setNextCursor(inbox.nextCursor);
      setGroups(inbox.groups);
      setCanned(inbox.cannedReplies);
      setLoad({ state: 'ready' });
    } catch (failure) {
      setLoad({ state: 'error', message: (failure as Error).message });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, scope.kind, scope.kind === 'store' ? scope.division : '']);

  useEffect(() => void refresh(), [refresh]);

  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  const markRead = useCallback(
    async (id: number, thread: ChatMessageView[]) => {
      const last = thread.at(-1);
      if (!last) return;
      await api.read(id, last.id).catch(() => undefined);
      setConversations((list) => list.map((c) => (c.id === id ? { ...c, unread: 0 } : c)));
    },
    [api],
  );

  useEffect(() => {
    if (selectedId === null) return;
    let live = true;
    api
      .load(selectedId)
      .then((thread) => {
        if (!live) return;
        setMessages(thread.messages);
        setConversations((list) =>
          list.some((c) => c.id === thread.conversation.id)
            ? list.map((c) =>
                c.id === thread.conversation.id ? { ...c, ...thread.conversation } : c,
              )
            : sortByRecent([thread.conversation, ...list]),
        );
        void markRead(thread.conversation.id, thread.messages);
      })
      .catch((failure: Error) => live && setNotice(failure.message));
    return () => {
      live = false;
    };
  }, [api, selectedId, markRead]);

  // Typing indicators fade on their own.
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  const onEvent = (event: ChatStreamEvent) => {
    switch (event.type) {
      case 'conversation': {
        const c = event.conversation;
        setConversations((list) => {
          const rest = list.filter((x) => x.id !== c.id);
          // A chat moved to a group this inbox does not serve leaves the list.
          if (!groups.includes(c.groupId)) return rest;
          const old = list.find((x) => x.id === c.id);
          return sortByRecent([{ ...old, ...c }, ...rest]);
        });
        break;
      }
      case 'message': {
        const isOpen = event.conversationId === selectedRef.current;
        if (isOpen) {
          setMessages((thread) => {
            if (thread.some((m) => m.id === event.message.id)) return thread;
            const next = [...thread, event.message];
            if (event.message.author === 'shopper') void markRead(event.conversationId, next);
            return next;
          });
        }
        setConversations((list) =>
          list.map((c) =>
            c.id === event.conversationId
              ? {
                  ...c,
                  lastMessage: event.message,
                  unread:
                    !isOpen && event.message.author === 'shopper' ? (c.unread ?? 0) + 1 : c.unread,
                }
              : c,
          ),
        );
        if (event.message.author === 'shopper')
          setTypingUntil((t) => ({ ...t, [event.conversationId]: 0 }));
        if (!conversations.some((c) => c.id === event.conversationId)) void refresh();
        break;
      }
      case 'typing':
        if (event.author === 'shopper')
          setTypingUntil((t) => ({
            ...t,
            [event.conversationId]: event.typing ? Date.now() + TYPING_TTL_MS : 0,
          }));
        break;
      case 'read':
        if (event.author === 'shopper')
          setConversations((list) =>
            list.map((c) =>
              c.id === event.conversationId ? { ...c, shopperReadId: event.lastId } : c,
            ),
          );
        break;
      default:
        break;
    }
  };
  // After a reconnect, whatever was missed is read again.
  useChatStream(inboxStreamUrl(scope), onEvent, () => void refresh());

  /** The next page below the list; focus moves to its first conversation. */
  const loadMore = async () => {
    if (!nextCursor || more.busy) return;
    setMore({ busy: true, error: '' });
    try {
      const page = await api.inbox(scope, nextCursor);
      const firstNew = page.conversations.find((c) => !conversations.some((x) => x.id === c.id));
      pagedFurther.current = true;
      setConversations((list) => appendInboxPage(list, page.conversations));
      setNextCursor(page.nextCursor);
      setMore({ busy: false, error: '' });
      if (firstNew)
        requestAnimationFrame(() =>
          listRef.current
            ?.querySelector<HTMLButtonElement>(`[data-chat-id="${firstNew.id}"]`)
            ?.focus(),
        );
    } catch (failure) {
      setMore({ busy: false, error: (failure as Error).message });
    }
  };

  const open = (id: number) => {
    setSelectedId(id);
    setNotice('');
    setTransferTo('');
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const act = async (run: () => Promise<string | void>) => {
    try {
      const said = await run();
      if (said) setNotice(said);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  if (load.state === 'loading') return <Loading label="Loading chats" skeletonLines={4} />;
  if (load.state === 'error')
    return <InlineError message={load.message} onRetry={() => void refresh()} />;

  const typingName =
    selected && (typingUntil[selected.id] ?? 0) > Date.now() ? selected.shopperName : null;
  const transferGroups = LIVE_CHAT_GROUP_IDS.filter((g) => g !== selected?.groupId);

  return (
    <div className="chat-inbox">
      <style>{chatStyles}</style>
      <nav aria-labelledby={ids.list}>
        <h2 id={ids.list} className="ui-visually-hidden">
          Conversations
        </h2>
        {conversations.length === 0 ? (
          <EmptyState
            title="No chats yet"
            text="Chats that shoppers start appear here as they arrive. Keep this page open to show your groups online."
            headingLevel={3}
          />
        ) : (
          <ul className="chat-list" ref={listRef}>
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  data-chat-id={c.id}
                  aria-current={c.id === selectedId ? 'true' : undefined}
                  onClick={() => open(c.id)}
                >
                  <span className="chat-list__name">
                    <span>{c.shopperName}</span>
                    {(c.unread ?? 0) > 0 && (
                      <span className="chat-badge" aria-label={`${c.unread} unread`}>
                        {c.unread}
                      </span>
                    )}
                  </span>
                  <span className="chat-list__preview">
                    {GROUP_LABELS[c.groupId]} · {c.status}
                    {c.storeName && scope.kind === 'staff' ? ` · ${c.storeName}` : ''}
                  </span>
                  <span className="chat-list__preview">
                    {c.lastMessage?.body ||
                      (c.lastMessage?.attachment ? `File: ${c.lastMessage.attachment.name}` : '')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {nextCursor && (
          <div className="chat-more">
            <Button size="small" disabled={more.busy} onClick={() => void loadMore()}>
              {more.busy ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
        {more.error && <InlineError message={more.error} onRetry={() => void loadMore()} />}
      </nav>
      <section className="chat-pane" aria-labelledby="chat-pane-title">
        {!selected ? (
          <EmptyState
            title="Choose a chat"
            text="Pick a conversation on the left to read and answer it."
            headingLevel={2}
          />
        ) : (
          <>
            <div className="chat-pane__head">
              <h2 id="chat-pane-title" ref={headingRef} tabIndex={-1}>
                Chat with {selected.shopperName}
              </h2>
              <span>
                {GROUP_LABELS[selected.groupId]} · {selected.status}
              </span>
            </div>
            <div className="chat-actions">
              <label htmlFor={ids.transfer}>
                Transfer to
                <select
                  id={ids.transfer}
                  value={transferTo}
                  disabled={selected.transferred || selected.status === 'closed'}
                  onChange={(event) => setTransferTo(event.target.value)}
                >
                  <option value="">Choose a group</option>
                  {transferGroups.map((g) => (
                    <option key={g} value={g}>
                      {GROUP_LABELS[g]}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                size="small"
                disabled={!transferTo || selected.transferred}
                onClick={() =>
                  void act(async () => {
                    const moved = await api.transfer(
                      selected.id,
                      Number(transferTo),
                      selected.version,
                    );
                    setTransferTo('');
                    return `Transferred to ${GROUP_LABELS[moved.groupId]}.`;
                  })
                }
              >
                Transfer
              </Button>
              <Button
                size="small"
                disabled={!selected.shopperEmail}
                title={selected.shopperEmail ? undefined : 'The shopper left no email address'}
                onClick={() => void act(() => api.transcript(selected.id))}
              >
                Email transcript
              </Button>
              <Button
                size="small"
                variant="danger"
                disabled={selected.status === 'closed'}
                onClick={() => void act(async () => void (await api.close(selected.id)))}
              >
                End chat
              </Button>
            </div>
            <p role="status" className="chat-typing">
              {notice}
            </p>
            <ChatThread
              label={`Messages with ${selected.shopperName}`}
              messages={messages}
              viewer="agent"
              otherReadId={selected.shopperReadId}
              typingName={typingName}
              disabled={selected.status === 'closed'}
              draft={draft}
              onTyping={(typing) => void api.typing(selected.id, typing).catch(() => undefined)}
              onSend={async (body) => {
                const sent = await api.send(selected.id, body);
                setMessages((thread) =>
                  thread.some((m) => m.id === sent.message.id) ? thread : [...thread, sent.message],
                );
              }}
              onAttach={async (file) => {
                const attachment = await api.attach(selected.id, file);
                const sent = await api.sendAttachment(selected.id, attachment.id);
                setMessages((thread) =>
                  thread.some((m) => m.id === sent.message.id) ? thread : [...thread, sent.message],
                );
              }}
              tools={
                <>
                  {canned.length > 0 && (
                    <label htmlFor={ids.canned} className="chat-actions">
                      Canned reply
                      <select
                        id={ids.canned}
                        value=""
                        onChange={(event) => {
                          const reply = canned.find((r) => r.id === Number(event.target.value));
                          if (reply) setDraft({ text: reply.body, at: Date.now() });
                        }}
                      >
                        <option value="">Insert…</option>
                        {canned.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.title}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </>
              }
            />
          </>
        )}
      </section>
    </div>
  );
}
