/**
 * The live-chat widget's behaviour as pure rules.
 * The adapter around the external chat script feeds events in and carries out the
 * effects that come back (storing the open flag, calling the transfer endpoint
 * `POST /live-chat/chat/{chatId}/transfer`); nothing here touches the network or storage.
 */
import type { LiveChatGroupId } from './groups';

/** What the chat script reports about the shopper's chat. */
export type ChatStatus = 'browsing' | 'queued' | 'chatting';

export interface ChatWidgetState {
  /** Whether the chat window is on screen. */
  visible: boolean;
  /** The stored "open" flag: survives a reload so an ongoing chat resumes. */
  open: boolean;
  status: ChatStatus;
  /** A chat is transferred to the chosen group at most once. */
  transferred: boolean;
}

export type ChatEvent =
  | { type: 'chat.started' }
  | { type: 'chat.statusChanged'; status: ChatStatus }
  /** The answer of `GET /live-chat/group/{groupId}/status`: `online` or anything else. */
  | { type: 'group.statusChanged'; status: string }
  /** The answer of `GET /live-chat/chat/{chatId}/group`: the group serving the chat now. */
  | { type: 'chat.groupReported'; groupId: number };

export type ChatEffect = { type: 'transfer'; groupId: LiveChatGroupId };

export interface ChatStep {
  state: ChatWidgetState;
  effects: ChatEffect[];
}

/** The widget starts hidden; the open flag is whatever was stored last time. */
export function initialChatState(storedOpen: boolean): ChatWidgetState {
  return { visible: false, open: storedOpen, status: 'browsing', transferred: false };
}

/** The chat starts by itself on load only when the open flag was stored. */
export function shouldStartOnLoad(storedOpen: boolean): boolean {
  return storedOpen;
}

/** The open flag is kept while chatting or queued, and cleared when browsing. */
export function openFlagFor(status: ChatStatus): boolean {
  return status === 'chatting' || status === 'queued';
}

export function isGroupOnline(status: string): boolean {
  return status === 'online';
}

/** Applies one event for a widget whose block chose `chosenGroup`. */
export function chatReducer(
  state: ChatWidgetState,
  event: ChatEvent,
  chosenGroup: LiveChatGroupId,
): ChatStep {
  switch (event.type) {
    case 'chat.started':
      return { state: { ...state, visible: true }, effects: [] };
    case 'chat.statusChanged':
      return {
        state: { ...state, status: event.status, open: openFlagFor(event.status) },
        effects: [],
      };
    case 'group.statusChanged':
      return {
        state: isGroupOnline(event.status) ? state : { ...state, visible: false },
        effects: [],
      };
    case 'chat.groupReported': {
      const needsTransfer =
        state.status === 'chatting' && !state.transferred && event.groupId !== chosenGroup;
      if (!needsTransfer) return { state, effects: [] };
      return {
        state: { ...state, transferred: true },
        effects: [{ type: 'transfer', groupId: chosenGroup }],
      };
    }
  }
}
