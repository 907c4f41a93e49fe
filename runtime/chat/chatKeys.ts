/** Where the open flag survives a reload, so an ongoing chat resumes (page-builder section 4). */
export const CHAT_OPEN_KEY = 'live-chat-open';
