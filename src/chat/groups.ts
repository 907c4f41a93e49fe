/** Live chat groups and their ids: pro 1, integrations 2, support 3, studio 4. */
export const LIVE_CHAT_GROUPS = { pro: 1, integrations: 2, support: 3, studio: 4 } as const;

export type LiveChatGroupName = keyof typeof LIVE_CHAT_GROUPS;
export type LiveChatGroupId = (typeof LIVE_CHAT_GROUPS)[LiveChatGroupName];

/** Live chat uses the support group unless a block names another. */
export const DEFAULT_LIVE_CHAT_GROUP: LiveChatGroupId = LIVE_CHAT_GROUPS.support;

export const LIVE_CHAT_GROUP_IDS = Object.values(LIVE_CHAT_GROUPS) as readonly LiveChatGroupId[];
