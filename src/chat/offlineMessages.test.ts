import { describe, expect, it } from 'vitest';
import {
  offlineHandledSchema,
  offlineMessageState,
  offlineReplyMail,
  offlineReplySchema,
} from './offlineMessages';

describe('offline messages', () => {
  it('needs a reply and the version the agent saw', () => {
    const empty = offlineReplySchema.safeParse({ body: '  ', version: 1 });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('Please write a reply');
    const long = offlineReplySchema.safeParse({ body: 'x'.repeat(5001), version: 1 });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      'Replies can be at most 5000 characters',
    );
    expect(offlineReplySchema.safeParse({ body: 'Hi', version: 0 }).success).toBe(false);
    expect(offlineHandledSchema.parse({ handled: true, version: '2' })).toStrictEqual({
      handled: true,
      version: 2,
    });
  });

  it('shows handled over replied over read over new', () => {
    const none = { readAt: null, handledAt: null, repliedAt: null };
    expect(offlineMessageState(none)).toBe('New');
    expect(offlineMessageState({ ...none, readAt: 'x' })).toBe('Read');
    expect(offlineMessageState({ ...none, readAt: 'x', repliedAt: 'y' })).toBe('Replied');
    expect(offlineMessageState({ ...none, repliedAt: 'y', handledAt: 'z' })).toBe('Handled');
  });

  it('mails the reply with the message quoted, escaping what anyone typed', () => {
    const mail = offlineReplyMail(
      'Demo <Store>',
      { name: 'Bo', message: 'Call <me>\nsoon' },
      'Sure & soon',
    );
    expect(mail).toStrictEqual({
      subject: 'Re: your message to Demo <Store>',
      text: 'Hello Bo,\n\nSure & soon\n\nDemo <Store>\n\n> Call <me>\n> soon',
      html:
        '<p>Hello Bo,</p><p>Sure &#38; soon</p><p>Demo &#60;Store&#62;</p>' +
        '<blockquote>Call &#60;me&#62;<br>soon</blockquote>',
    });
  });
});
