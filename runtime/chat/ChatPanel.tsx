import { lazy, Suspense, useEffect, useState } from 'react';
import { LIVE_CHAT_START_EVENT, type LiveChatStartDetail } from '../../src/chat';
import { CHAT_OPEN_KEY } from './chatKeys';

const ChatWindow = lazy(() => import('./ChatWindow'));

const storedOpen = (): boolean => {
  try {
    return window.localStorage.getItem(CHAT_OPEN_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Where the live-chat panel appears. Its code loads the first time a chat is asked for
 * (`live-chat.start`, raised by the liveChat block's button and by `@open-chat` links), or
 * at once when a chat was left open (the stored open flag), so pages that never chat never
 * download it. Nothing renders on the server, so SSR and hydration agree.
 */
export function ChatPanel() {
  const [firstRequest, setFirstRequest] = useState<{ group: number | null } | null>(null);

  useEffect(() => {
    if (storedOpen()) setFirstRequest({ group: null });
    const onStart = (event: Event) => {
      const group = (event as CustomEvent<LiveChatStartDetail>).detail?.group ?? 0;
      setFirstRequest((current) => current ?? { group });
    };
    window.addEventListener(LIVE_CHAT_START_EVENT, onStart);
    return () => window.removeEventListener(LIVE_CHAT_START_EVENT, onStart);
  }, []);

  if (!firstRequest) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow firstGroup={firstRequest.group} />
    </Suspense>
  );
}
