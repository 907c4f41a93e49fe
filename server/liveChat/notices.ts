import {
  agentKindsOfGroup,
  chatNoticeHref,
  chatNoticeTag,
  chatNoticeText,
  staffChatAgents,
} from '../../src/chat/chatNotice';
import type { AgentKind, ConversationView } from '../../src/chat/conversation';
import type { Notifier } from '../notifications/notifier';
import type { LiveChatRepository } from './repository';

/**
 * Tells the agents of a chat's group that a shopper wrote (src/chat/chatNotice.ts): one
 * notice per conversation and agent until they read it, through the notifier (in-app,
 * live, and push).
 */
export function createChatNotices(repo: LiveChatRepository, notifier: Notifier) {
  const agentsOf = async (kind: AgentKind, c: ConversationView) =>
    kind === 'seller'
      ? repo.sellersOf(c.divisionId)
      : staffChatAgents(await repo.staffCandidates());

  return {
    async shopperWrote(c: ConversationView, body: string): Promise<void> {
      const text = chatNoticeText(c, body);
      // A seller who is also staff hears once, as a seller.
      const told = new Set<number>();
      for (const kind of agentKindsOfGroup(c.groupId)) {
        const userIds = (await agentsOf(kind, c)).filter((id) => !told.has(id));
        userIds.forEach((id) => told.add(id));
        await notifier.direct({
          divisionId: c.divisionId,
          source: 'live-chat',
          ...text,
          href: chatNoticeHref(kind, c.id),
          tag: chatNoticeTag(c.id),
          userIds,
          coalesce: true,
        });
      }
    },

    /** The agent read the chat: its notice counts as read, so the next message tells them again. */
    agentRead: (userId: number, chatId: number) => notifier.readTag(userId, chatNoticeTag(chatId)),
  };
}

export type ChatNotices = ReturnType<typeof createChatNotices>;
