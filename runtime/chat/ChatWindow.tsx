import { useEffect, useState, useSyncExternalStore } from 'react';
import { LIVE_CHAT_GROUPS, LIVE_CHAT_START_EVENT, type LiveChatStartDetail } from '../../src/chat';
import { CloseIcon } from '../shell/icons';
import { createChatController, type ChatController } from './chatController';

const GROUP_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(LIVE_CHAT_GROUPS).map(([name, id]) => [
    id,
    name[0]?.toUpperCase() + name.slice(1),
  ]),
);

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The live-chat panel and its controller (chatController.ts). `firstGroup` is the request
 * that brought this code in (null: a chat left open resumes by itself); later requests
 * arrive as `live-chat.start` events.
 */
export default function ChatWindow({ firstGroup }: { firstGroup: number | null }) {
  const [controller] = useState<ChatController>(() => {
    const chat = createChatController(browserStorage());
    if (firstGroup !== null) chat.start(firstGroup);
    return chat;
  });
  useEffect(() => {
    const onStart = (event: Event) =>
      controller.start((event as CustomEvent<LiveChatStartDetail>).detail?.group ?? 0);
    window.addEventListener(LIVE_CHAT_START_EVENT, onStart);
    return () => window.removeEventListener(LIVE_CHAT_START_EVENT, onStart);
  }, [controller]);
  const view = useSyncExternalStore(controller.subscribe, controller.view, controller.view);
  if (!view.state.visible) return null;
  const groupName = GROUP_NAMES[view.group] ?? 'Support';
  return (
    <section className="sf-chat" role="dialog" aria-modal="false" aria-labelledby="sf-chat-title">
      <header className="sf-chat-header">
        <h2 id="sf-chat-title">Live chat</h2>
        <button
          type="button"
          className="sf-icon-button"
          aria-label="Close chat"
          onClick={() => controller.close()}
        >
          <CloseIcon />
        </button>
      </header>
      <p role="status">
        {view.state.status === 'chatting'
          ? `You are chatting with our ${groupName} team.`
          : `You are in the queue for our ${groupName} team. Live chat is not connected on this store yet, so nobody will answer here.`}
      </p>
    </section>
  );
}
