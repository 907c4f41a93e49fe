/**
 * Who hears of a shopper's chat, and how often. The agents of the chat's group are told
 * through the notifications service: a store's sellers for the groups they answer, staff
 * for theirs (support is answered by both). One notice per conversation and agent stays
 * until it is read: a further shopper message tells only the agents who hold no unread
 * notice for that chat, and the notice carries the chat's tag with replacePrevious, so a
 * later one (after the agent read the chat) replaces the old one on screen.
 */
import { hasPermission, permissionsOfRole } from '../backOffice/permissions';
import { decideAtlasEntry, type StaffStatus } from '../backOffice/staff';
import { agentGroupsOf, type AgentKind, type ConversationView } from './conversation';

/** Staff answer shoppers' chats with the permission to look after customers. */
export const STAFF_CHAT_PERMISSION = 'customers.read';

/** The notification tag of a chat: every notice about it shares it. */
export const chatNoticeTag = (chatId: number) => `live-chat-${chatId}`;

/** Which kinds of agent answer a group (support: both a store's sellers and staff). */
export const agentKindsOfGroup = (groupId: number): AgentKind[] =>
  (['seller', 'staff'] as const).filter((kind) => agentGroupsOf(kind).includes(groupId as never));

/** Where an agent of this kind opens the chat from the notice. */
export const chatNoticeHref = (kind: AgentKind, chatId: number) =>
  kind === 'seller' ? `/dashboard/chat?chat=${chatId}` : `/atlas/chat/?chat=${chatId}`;

export const CHAT_NOTICE_BODY_MAX = 140;

/** The notice's words: who wrote, and the start of what they wrote. */
export function chatNoticeText(
  conversation: Pick<ConversationView, 'shopperName'>,
  body: string,
): { title: string; body: string } {
  return {
    title: `New chat message from ${conversation.shopperName}`,
    body: (body || '[attachment]').slice(0, CHAT_NOTICE_BODY_MAX),
  };
}

/** The agents to tell now: those without an unread notice for this chat already. */
export function agentsToNotify(
  agentIds: readonly number[],
  holdingUnreadNotice: readonly number[],
): number[] {
  const holding = new Set(holdingUnreadNotice);
  return [...new Set(agentIds)].filter((id) => !holding.has(id));
}

export interface StaffCandidate {
  id: number;
  status: StaffStatus;
  twoFactorEnabled: boolean;
  role: string | null;
}

/** Staff who may answer chats: atlas's entry rule and the customers permission. */
export const staffChatAgents = (staff: readonly StaffCandidate[]): number[] =>
  staff
    .filter(
      (s) =>
        decideAtlasEntry({
          signedIn: true,
          internal: true,
          twoFactorEnabled: s.twoFactorEnabled,
          status: s.status,
        }).allowed && hasPermission(permissionsOfRole(s.role), STAFF_CHAT_PERMISSION),
    )
    .map((s) => s.id);
