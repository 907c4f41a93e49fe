/** Where the open flag survives a reload, so an ongoing chat resumes. */
export const CHAT_OPEN_KEY = 'live-chat-open';
