import { describe, expect, it } from 'vitest';
import { offlineMessageNotice } from './offlineMessageMail';

describe('offline message mail', () => {
  it('tells the sellers who wrote, to which group, and the message line by line', () => {
    const notice = offlineMessageNotice({
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Please call me back\n\nAfter 5pm',
      group: 'Support',
      store: 'Demo Store',
    });
    expect(notice.subject).toBe('Chat message left for Demo Store');
    expect(notice.paragraphs).toEqual([
      'Bo (bo@example.com) left a message for Support while nobody was online:',
      'Please call me back',
      'After 5pm',
    ]);
    expect(notice.note).toBe('Reply to this email to answer Bo, or answer from the chat inbox.');
  });
});
