import { useMemo } from 'react';
import { createChatApi } from '../../src/chat/chatApi';
import { ChatInbox } from '../../src/chat/ui/ChatInbox';
import { OfflineMessages } from '../../src/chat/ui/OfflineMessages';
import { PageHeader } from '../../src/ui';

const chatFromQuery = (): number | null => {
  const id = Number(new URLSearchParams(window.location.search).get('chat'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Staff's live chat inbox: the support and studio chats of every store. */
export function ChatScreen() {
  const api = useMemo(() => createChatApi(), []);
  return (
    <section aria-labelledby="chat-title">
      <PageHeader
        title="Live chat"
        titleId="chat-title"
        description="Support and studio chats from every store. While this page is open, those groups show as online."
      />
      <ChatInbox api={api} scope={{ kind: 'staff' }} initialChatId={chatFromQuery()} />
      <section aria-labelledby="chat-offline-title">
        <h2 id="chat-offline-title">Messages left while offline</h2>
        <OfflineMessages api={api} scope={{ kind: 'staff' }} />
      </section>
    </section>
  );
}
