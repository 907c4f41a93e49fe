import { describe, expect, it } from 'vitest';
import {
  agentKindsOfGroup,
  agentsToNotify,
  chatNoticeHref,
  chatNoticeTag,
  chatNoticeText,
  staffChatAgents,
} from './chatNotice';

describe('who hears of a chat', () => {
  it('sellers answer pro and integrations, staff studio, and both support (3, the default)', () => {
    expect(agentKindsOfGroup(1)).toStrictEqual(['seller']);
    expect(agentKindsOfGroup(2)).toStrictEqual(['seller']);
    expect(agentKindsOfGroup(3)).toStrictEqual(['seller', 'staff']);
    expect(agentKindsOfGroup(4)).toStrictEqual(['staff']);
  });

  it('tells only agents without an unread notice for the chat, each once', () => {
    expect(agentsToNotify([7, 8, 9, 8], [8])).toStrictEqual([7, 9]);
    expect(agentsToNotify([7], [7])).toStrictEqual([]);
  });

  it('links each kind of agent to its own inbox and tags the notice by chat', () => {
    expect(chatNoticeHref('seller', 12)).toBe('/dashboard/chat?chat=12');
    expect(chatNoticeHref('staff', 12)).toBe('/atlas/chat/?chat=12');
    expect(chatNoticeTag(12)).toBe('live-chat-12');
  });

  it('words the notice with the shopper and the start of the message', () => {
    expect(chatNoticeText({ shopperName: 'Ada' }, 'x'.repeat(200))).toStrictEqual({
      title: 'New chat message from Ada',
      body: 'x'.repeat(140),
    });
    expect(chatNoticeText({ shopperName: 'Ada' }, '').body).toBe('[attachment]');
  });

  it('counts as staff agents only enabled staff with two-factor and the customers permission', () => {
    const base = { status: 0 as const, twoFactorEnabled: true };
    expect(
      staffChatAgents([
        { id: 1, ...base, role: 'admin' },
        { id: 2, ...base, role: 'support' },
        { id: 3, ...base, role: 'factory' },
        { id: 4, ...base, role: 'support', twoFactorEnabled: false },
        { id: 5, ...base, role: 'support', status: -1 },
        { id: 6, ...base, role: 'support', status: null },
      ]),
    ).toStrictEqual([1, 2]);
  });
});
