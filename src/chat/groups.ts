/** Live chat groups and their ids (page-builder section 4, Live chat). */
export const LIVE_CHAT_GROUPS = { pro: 1, integrations: 2, support: 3, studio: 4 } as const;

export type LiveChatGroupName = keyof typeof LIVE_CHAT_GROUPS;
export type LiveChatGroupId = (typeof LIVE_CHAT_GROUPS)[LiveChatGroupName];

/** "Live chat group default support" (page-builder section 9). */
export const DEFAULT_LIVE_CHAT_GROUP: LiveChatGroupId = LIVE_CHAT_GROUPS.support;

export const LIVE_CHAT_GROUP_IDS = Object.values(LIVE_CHAT_GROUPS) as readonly LiveChatGroupId[];
