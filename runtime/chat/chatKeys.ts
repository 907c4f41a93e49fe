/** Where the open flag survives a reload, so an ongoing chat resumes. */
export const CHAT_OPEN_KEY = 'live-chat-open';
/** The shopper's chat (id, token, chosen group), so a reload resumes the same conversation. */
export const CHAT_SESSION_KEY = 'live-chat-session';
