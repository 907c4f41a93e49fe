import { describe, expect, it, vi } from 'vitest';
import { CHAT_OPEN_KEY, createChatController } from './chatController';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('chat controller', () => {
  it('starts hidden and does not start by itself without a stored open flag', () => {
    const chat = createChatController(memoryStorage());
    expect(chat.view().state).toMatchObject({ visible: false, open: false, status: 'browsing' });
  });

  it('shows the panel for the asked group, queues the chat and stores the open flag', () => {
    const storage = memoryStorage();
    const chat = createChatController(storage);
    const listener = vi.fn();
    chat.subscribe(listener);
    chat.start(4);
    expect(chat.view()).toMatchObject({
      group: 4,
      state: { visible: true, status: 'queued', open: true },
    });
    expect(storage.values.get(CHAT_OPEN_KEY)).toBe('1');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('falls back to the support group (3) for an unknown group', () => {
    const chat = createChatController(memoryStorage());
    chat.start(99);
    expect(chat.view().group).toBe(3);
  });

  it('resumes on load when the open flag was stored', () => {
    const chat = createChatController(memoryStorage({ [CHAT_OPEN_KEY]: '1' }));
    expect(chat.view().state).toMatchObject({ visible: true, open: true });
  });

  it('clears the open flag and hides when the shopper closes it', () => {
    const storage = memoryStorage();
    const chat = createChatController(storage);
    chat.start(3);
    chat.close();
    expect(chat.view().state).toMatchObject({ visible: false, open: false, status: 'browsing' });
    expect(storage.values.has(CHAT_OPEN_KEY)).toBe(false);
  });

  it('hides when the group goes offline and transfers once to the chosen group while chatting', () => {
    const onTransfer = vi.fn();
    const chat = createChatController(memoryStorage(), onTransfer);
    chat.start(1);
    chat.report({ type: 'chat.statusChanged', status: 'chatting' });
    chat.report({ type: 'chat.groupReported', groupId: 3 });
    chat.report({ type: 'chat.groupReported', groupId: 3 });
    expect(onTransfer).toHaveBeenCalledTimes(1);
    expect(onTransfer).toHaveBeenCalledWith(1);
    chat.report({ type: 'group.statusChanged', status: 'offline' });
    expect(chat.view().state.visible).toBe(false);
  });
});
