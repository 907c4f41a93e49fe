import { describe, expect, it } from 'vitest';
import {
  chatReducer,
  initialChatState,
  openFlagFor,
  shouldStartOnLoad,
  type ChatEvent,
  type ChatWidgetState,
} from './chatRules';
import { LIVE_CHAT_GROUPS } from './groups';

const support = LIVE_CHAT_GROUPS.support;

function replay(events: ChatEvent[], start: ChatWidgetState = initialChatState(false)) {
  let state = start;
  const effects = [];
  for (const event of events) {
    const step = chatReducer(state, event, support);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('live chat widget rules', () => {
  it('starts hidden, keeping the stored open flag', () => {
    expect(initialChatState(true)).toStrictEqual({
      visible: false,
      open: true,
      status: 'browsing',
      transferred: false,
    });
    expect(initialChatState(false).visible).toBe(false);
  });

  it('is shown when the user starts chatting', () => {
    expect(replay([{ type: 'chat.started' }]).state.visible).toBe(true);
  });

  it('is hidden when the group goes offline, and stays shown while it is online', () => {
    const online = replay([
      { type: 'chat.started' },
      { type: 'group.statusChanged', status: 'online' },
    ]);
    expect(online.state.visible).toBe(true);
    const offline = replay([
      { type: 'chat.started' },
      { type: 'group.statusChanged', status: 'offline' },
    ]);
    expect(offline.state.visible).toBe(false);
  });

  it('keeps the open flag while chatting or queued and clears it when browsing', () => {
    expect(openFlagFor('chatting')).toBe(true);
    expect(openFlagFor('queued')).toBe(true);
    expect(openFlagFor('browsing')).toBe(false);
    const queued = replay([{ type: 'chat.statusChanged', status: 'queued' }]);
    expect(queued.state.open).toBe(true);
    const back = replay([{ type: 'chat.statusChanged', status: 'browsing' }], queued.state);
    expect(back.state.open).toBe(false);
  });

  it('transfers a chat served by another group to the chosen group, once', () => {
    const { state, effects } = replay([
      { type: 'chat.statusChanged', status: 'chatting' },
      { type: 'chat.groupReported', groupId: LIVE_CHAT_GROUPS.pro },
      { type: 'chat.groupReported', groupId: LIVE_CHAT_GROUPS.studio },
    ]);
    expect(effects).toStrictEqual([{ type: 'transfer', groupId: 3 }]);
    expect(state.transferred).toBe(true);
  });

  it('does not transfer when the group already matches or the shopper is not chatting', () => {
    const same = replay([
      { type: 'chat.statusChanged', status: 'chatting' },
      { type: 'chat.groupReported', groupId: support },
    ]);
    expect(same.effects).toStrictEqual([]);
    const queued = replay([
      { type: 'chat.statusChanged', status: 'queued' },
      { type: 'chat.groupReported', groupId: LIVE_CHAT_GROUPS.pro },
    ]);
    expect(queued.effects).toStrictEqual([]);
  });

  it('starts the chat on load only if the open flag was stored', () => {
    expect(shouldStartOnLoad(true)).toBe(true);
    expect(shouldStartOnLoad(false)).toBe(false);
  });
});
