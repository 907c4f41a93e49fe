import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { LIVE_CHAT_START_EVENT, type LiveChatStartDetail } from '../../src/chat';
import { shopperAttachmentHref } from '../../src/chat/attachments';
import { chatStreamUrl, createChatApi, type ChatApi } from '../../src/chat/chatApi';
import {
  CHAT_MESSAGES,
  GROUP_LABELS,
  type ChatMessageView,
  type ChatStreamEvent,
  type ConversationView,
} from '../../src/chat/conversation';
import { ChatThread } from '../../src/chat/ui/ChatThread';
import { chatStyles } from '../../src/chat/ui/styles';
import { useChatStream } from '../../src/chat/ui/useEventStream';
import { fetchTransport } from '../../src/api/transport';
import { Button } from '../../src/ui/button/Button';
import { CloseIcon } from '../shell/icons';
import { OfflineForm, StartForm } from './ChatForms';
import { createChatController, type ChatController } from './chatController';
import { CHAT_SESSION_KEY } from './chatKeys';

/** How often an open chat asks whether its group is still online. */
const GROUP_STATUS_POLL_MS = 15_000;

interface ChatSession {
  chatId: number;
  token: string;
  group: number;
}

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const readSession = (): ChatSession | null => {
  try {
    const value = JSON.parse(browserStorage()?.getItem(CHAT_SESSION_KEY) ?? 'null') as unknown;
    const s = value as ChatSession | null;
    return s && typeof s.chatId === 'number' && typeof s.token === 'string' ? s : null;
  } catch {
    return null;
  }
};
const writeSession = (session: ChatSession | null) => {
  const storage = browserStorage();
  if (!storage) return;
  if (session) storage.setItem(CHAT_SESSION_KEY, JSON.stringify(session));
  else storage.removeItem(CHAT_SESSION_KEY);
};

type Phase =
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'offline' }
  | { kind: 'left'; message: string }
  | { kind: 'chat'; conversation: ConversationView; messages: ChatMessageView[] }
  | { kind: 'error'; message: string };

/**
 * The live-chat panel: asks whether the chosen group is online, then either starts a chat
 * (name, optional email for a transcript, first message) or offers to leave a message by
 * email. A chat runs over its event stream; the widget rules (chatController.ts) decide
 * whether the panel shows, keep the open flag and transfer a chat once.
 * `firstGroup` is the request that brought this code in (null: a chat left open resumes).
 */
export default function ChatWindow({ firstGroup }: { firstGroup: number | null }) {
  const session = useRef<ChatSession | null>(readSession());
  const api = useRef<ChatApi>(createChatApi(fetchTransport(), session.current?.token ?? null));
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [agentTyping, setAgentTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [controller] = useState<ChatController>(() =>
    createChatController(
      browserStorage(),
      (group) => {
        const chat = session.current;
        if (chat) void api.current.transfer(chat.chatId, group).catch(() => undefined);
      },
      session.current?.group,
    ),
  );
  const view = useSyncExternalStore(controller.subscribe, controller.view, controller.view);
  const titleId = useId();

  const showConversation = useCallback(
    (conversation: ConversationView, messages: ChatMessageView[]) => {
      setPhase({ kind: 'chat', conversation, messages });
      if (conversation.status === 'closed') {
        controller.report({ type: 'chat.statusChanged', status: 'browsing' });
        return;
      }
      controller.report({ type: 'chat.statusChanged', status: conversation.status });
    },
    [controller],
  );

  /** Shows the chat left open, or asks whether the chosen group can answer now. */
  const begin = useCallback(
    async (group: number) => {
      const chat = session.current;
      if (chat) {
        try {
          const thread = await api.current.load(chat.chatId);
          showConversation(thread.conversation, thread.messages);
          // A chat served by another group than the one chosen moves there, once.
          if (!thread.conversation.transferred)
            controller.report({ type: 'chat.groupReported', groupId: thread.conversation.groupId });
          return;
        } catch {
          session.current = null;
          writeSession(null);
        }
      }
      setPhase({ kind: 'checking' });
      try {
        const status = await api.current.groupStatus(group);
        setPhase({ kind: status === 'online' ? 'form' : 'offline' });
      } catch (failure) {
        setPhase({ kind: 'error', message: (failure as Error).message });
      }
    },
    [controller, showConversation],
  );

  useEffect(() => {
    if (firstGroup !== null) controller.start(firstGroup);
    void begin(controller.view().group);
    const onStart = (event: Event) => {
      controller.start((event as CustomEvent<LiveChatStartDetail>).detail?.group ?? 0);
      void begin(controller.view().group);
    };
    window.addEventListener(LIVE_CHAT_START_EVENT, onStart);
    return () => window.removeEventListener(LIVE_CHAT_START_EVENT, onStart);
  }, [controller, firstGroup, begin]);

  const chat = phase.kind === 'chat' ? phase : null;
  const chatId = chat?.conversation.id ?? null;
  const chatGroup = chat?.conversation.groupId ?? null;
  const chatOpen = chat !== null && chat.conversation.status !== 'closed';

  // The group going offline hides the panel (the spec's rule).
  useEffect(() => {
    if (!chatOpen || chatGroup === null) return;
    const poll = setInterval(() => {
      void api.current
        .groupStatus(chatGroup)
        .then((status) => controller.report({ type: 'group.statusChanged', status }))
        .catch(() => undefined);
    }, GROUP_STATUS_POLL_MS);
    return () => clearInterval(poll);
  }, [chatOpen, chatGroup, controller]);

  const markRead = (messages: ChatMessageView[]) => {
    const last = messages.at(-1);
    if (last && chatId !== null && !document.hidden)
      void api.current.read(chatId, last.id).catch(() => undefined);
  };

  const onEvent = (event: ChatStreamEvent) => {
    setPhase((current) => {
      if (current.kind !== 'chat') return current;
      switch (event.type) {
        case 'message': {
          if (current.messages.some((m) => m.id === event.message.id)) return current;
          const messages = [...current.messages, event.message];
          if (event.message.author === 'agent') {
            setAgentTyping(null);
            markRead(messages);
          }
          return { ...current, messages };
        }
        case 'conversation': {
          const conversation = { ...current.conversation, ...event.conversation };
          controller.report({
            type: 'chat.statusChanged',
            status: conversation.status === 'closed' ? 'browsing' : conversation.status,
          });
          if (conversation.status === 'closed') {
            session.current = null;
            writeSession(null);
          }
          return { ...current, conversation };
        }
        case 'read':
          if (event.author !== 'agent') return current;
          return {
            ...current,
            conversation: { ...current.conversation, agentReadId: event.lastId },
          };
        case 'typing':
          if (event.author === 'agent') {
            if (typingTimer.current) clearTimeout(typingTimer.current);
            setAgentTyping(event.typing ? 'Support' : null);
            if (event.typing) typingTimer.current = setTimeout(() => setAgentTyping(null), 4_000);
          }
          return current;
        default:
          return current;
      }
    });
  };
  const streamUrl =
    chatOpen && session.current
      ? chatStreamUrl(session.current.chatId, session.current.token)
      : null;
  useChatStream(streamUrl, onEvent, () => {
    // After a reconnect, read again whatever was missed.
    if (chatId !== null)
      void api.current
        .load(chatId)
        .then((thread) => {
          showConversation(thread.conversation, thread.messages);
          markRead(thread.messages);
        })
        .catch(() => undefined);
  });

  useEffect(
    () => () => {
      if (typingTimer.current) clearTimeout(typingTimer.current);
    },
    [],
  );

  const showSent = (message: ChatMessageView) =>
    setPhase((current) =>
      current.kind === 'chat' && !current.messages.some((m) => m.id === message.id)
        ? { ...current, messages: [...current.messages, message] }
        : current,
    );

  const endChat = async () => {
    if (chatOpen && chatId !== null) await api.current.close(chatId).catch(() => undefined);
    session.current = null;
    writeSession(null);
    controller.close();
  };

  if (!view.state.visible) return null;
  const groupName =
    GROUP_LABELS[(chat?.conversation.groupId ?? view.group) as 1 | 2 | 3 | 4] ?? 'Support';

  return (
    <section className="sf-chat" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <style>{`${chatStyles}.sf-chat{max-height:calc(100vh - 2rem);overflow-y:auto}`}</style>
      <header className="sf-chat-header">
        <h2 id={titleId}>Live chat</h2>
        <button
          type="button"
          className="sf-icon-button"
          aria-label={chatOpen ? 'End chat and close' : 'Close chat'}
          onClick={() => void endChat()}
        >
          <CloseIcon />
        </button>
      </header>
      {phase.kind === 'checking' && <p role="status">Connecting you to our {groupName} team…</p>}
      {phase.kind === 'error' && (
        <div role="alert">
          <p>{phase.message}</p>
          <Button onClick={() => void begin(view.group)}>Try again</Button>
        </div>
      )}
      {phase.kind === 'form' && (
        <StartForm
          group={view.group}
          groupName={groupName}
          onStart={async (input) => {
            const token = await api.current.token();
            const tokenApi = createChatApi(fetchTransport(), token);
            const thread = await tokenApi.start(input);
            api.current = tokenApi;
            session.current = { chatId: thread.conversation.id, token, group: view.group };
            writeSession(session.current);
            showConversation(thread.conversation, thread.messages);
          }}
        />
      )}
      {phase.kind === 'offline' && (
        <OfflineForm
          group={view.group}
          groupName={groupName}
          onSend={async (input) => {
            const message = await api.current.offline(input);
            setPhase({ kind: 'left', message });
          }}
        />
      )}
      {phase.kind === 'left' && <p role="status">{phase.message}</p>}
      {chat && (
        <>
          <p role="status" className="sf-chat-status">
            {chat.conversation.status === 'closed'
              ? CHAT_MESSAGES.closed
              : chat.conversation.status === 'chatting'
                ? `You are chatting with our ${groupName} team.`
                : `You are in the queue for our ${groupName} team. Someone will answer shortly.`}
          </p>
          <ChatThread
            label="Chat messages"
            messages={chat.messages}
            viewer="shopper"
            otherReadId={chat.conversation.agentReadId}
            typingName={agentTyping}
            disabled={!chatOpen}
            onTyping={(typing) => {
              if (chatId !== null) void api.current.typing(chatId, typing).catch(() => undefined);
            }}
            onSend={async (body) => {
              if (chatId === null) return;
              showSent((await api.current.send(chatId, body)).message);
            }}
            onAttach={async (file) => {
              if (chatId === null) return;
              const attachment = await api.current.attach(chatId, file);
              showSent((await api.current.sendAttachment(chatId, attachment.id)).message);
            }}
            attachmentHref={(attachment, download) =>
              shopperAttachmentHref(attachment, session.current?.token ?? '', download)
            }
          />
        </>
      )}
    </section>
  );
}
