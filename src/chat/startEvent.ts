/**
 * The card does not talk to the external chat script itself: it raises this window
 * event and the storefront's chat adapter (which owns the script and the rules in
 * chatRules.ts) opens the chat for the group. Keeps the block free of third-party code.
 */
export const LIVE_CHAT_START_EVENT = 'live-chat.start';

export interface LiveChatStartDetail {
  group: number;
}

export function requestLiveChat(target: EventTarget, group: number): void {
  target.dispatchEvent(
    new CustomEvent<LiveChatStartDetail>(LIVE_CHAT_START_EVENT, { detail: { group } }),
  );
}
