import type { Notice } from '../mail/noticeMail';

/** The words of the mail that tells a store's sellers a shopper left a message while offline. */
export function offlineMessageNotice(message: {
  name: string;
  email: string;
  message: string;
  group: string;
  store: string;
}): Notice {
  return {
    subject: `Chat message left for ${message.store}`,
    paragraphs: [
      `${message.name} (${message.email}) left a message for ${message.group} while nobody was online:`,
      ...message.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
    ],
    note: `Reply to this email to answer ${message.name}, or answer from the chat inbox.`,
  };
}
