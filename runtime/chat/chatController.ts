import {
  chatReducer,
  DEFAULT_LIVE_CHAT_GROUP,
  initialChatState,
  LIVE_CHAT_GROUP_IDS,
  shouldStartOnLoad,
  type ChatEvent,
  type ChatWidgetState,
  type LiveChatGroupId,
} from '../../src/chat';

import { CHAT_OPEN_KEY } from './chatKeys';

export { CHAT_OPEN_KEY };

export interface ChatView {
  state: ChatWidgetState;
  group: LiveChatGroupId;
}

export interface ChatController {
  view(): ChatView;
  /** A chat is asked for (the liveChat block's `live-chat.start`, or `@open-chat`). */
  start(group: number): void;
  /** Feeds an event the chat script reports (status, group status, serving group). */
  report(event: ChatEvent): void;
  /** The shopper closes the panel: back to browsing. */
  close(): void;
  subscribe(listener: () => void): () => void;
}

const asGroup = (group: number): LiveChatGroupId =>
  (LIVE_CHAT_GROUP_IDS as readonly number[]).includes(group)
    ? (group as LiveChatGroupId)
    : DEFAULT_LIVE_CHAT_GROUP;

/**
 * The storefront side of the live chat, driving the rules of src/chat/chatRules.ts. The
 * panel (ChatWindow.tsx) reports what the chat server says: the chat's status (queued,
 * chatting; browsing once it ends), the group's status from
 * GET /live-chat/group/{groupId}/status and the group serving the chat from the chat
 * itself; `transfer` effects become POST /live-chat/chat/{chatId}/transfer with `group_id`.
 * `resumeGroup` is the group the shopper chose for a chat left open (the stored session).
 */
export function createChatController(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  onTransfer: (group: LiveChatGroupId) => void = () => undefined,
  resumeGroup: number = DEFAULT_LIVE_CHAT_GROUP,
): ChatController {
  const storedOpen = storage?.getItem(CHAT_OPEN_KEY) === '1';
  let view: ChatView = { state: initialChatState(storedOpen), group: DEFAULT_LIVE_CHAT_GROUP };
  const listeners = new Set<() => void>();

  const apply = (event: ChatEvent) => {
    const step = chatReducer(view.state, event, view.group);
    for (const effect of step.effects) onTransfer(effect.groupId);
    view = { ...view, state: step.state };
  };
  const commit = () => {
    if (view.state.open) storage?.setItem(CHAT_OPEN_KEY, '1');
    else storage?.removeItem(CHAT_OPEN_KEY);
    for (const listener of listeners) listener();
  };
  const start = (group: number) => {
    view = { ...view, group: asGroup(group) };
    apply({ type: 'chat.started' });
    apply({ type: 'chat.statusChanged', status: 'queued' });
    commit();
  };

  const controller: ChatController = {
    view: () => view,
    start,
    report(event) {
      apply(event);
      commit();
    },
    close() {
      apply({ type: 'chat.statusChanged', status: 'browsing' });
      view = { ...view, state: { ...view.state, visible: false } };
      commit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // The chat starts by itself on load only when the open flag was stored.
  if (shouldStartOnLoad(storedOpen)) start(resumeGroup);
  return controller;
}
