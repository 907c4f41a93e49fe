import { useEffect, useState, useSyncExternalStore } from 'react';
import { LIVE_CHAT_GROUPS } from '../../blocks/liveChat/groups';
import { LIVE_CHAT_START_EVENT, type LiveChatStartDetail } from '../../blocks/liveChat/startEvent';
import { CloseIcon } from '../shell/icons';
import { createChatController, type ChatController } from './chatController';

const GROUP_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(LIVE_CHAT_GROUPS).map(([name, id]) => [id, name[0]?.toUpperCase() + name.slice(1)]),
);

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The live-chat panel. It listens for `live-chat.start` (raised by the liveChat block's
 * button and by `@open-chat` links) and shows while the chat controller says the widget
 * is visible. Created after hydration, so the server's HTML and the first browser render
 * agree; a chat left open resumes on the next page load (the stored open flag).
 */
export function ChatPanel() {
  const [controller, setController] = useState<ChatController | null>(null);

  useEffect(() => {
    const chat = createChatController(browserStorage());
    setController(chat);
    const onStart = (event: Event) => chat.start((event as CustomEvent<LiveChatStartDetail>).detail?.group ?? 0);
    window.addEventListener(LIVE_CHAT_START_EVENT, onStart);
    return () => window.removeEventListener(LIVE_CHAT_START_EVENT, onStart);
  }, []);

  return controller ? <ChatWindow controller={controller} /> : null;
}

function ChatWindow({ controller }: { controller: ChatController }) {
  const view = useSyncExternalStore(controller.subscribe, controller.view, controller.view);
  if (!view.state.visible) return null;
  const groupName = GROUP_NAMES[view.group] ?? 'Support';
  return (
    <section className="sf-chat" role="dialog" aria-modal="false" aria-labelledby="sf-chat-title">
      <header className="sf-chat-header">
        <h2 id="sf-chat-title">Live chat</h2>
        <button type="button" className="sf-icon-button" aria-label="Close chat" onClick={() => controller.close()}>
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
