import { describe, expect, it } from 'vitest';
import { favouritesForLaterNotice } from '../basket/favouritesMail';
import { composeNoticeMail, noticeMailPage } from './noticeMail';

describe('notice mails', () => {
  it('is a mail page: the heading and words, the one button, the note with the link spelt out', () => {
    const page = noticeMailPage(favouritesForLaterNotice('Demo Store', 'http://x.test/f/?br=t'));
    expect(page.layout).toBe('mail');
    expect(page.blocks.map((block) => block.type)).toEqual(['textBlock', 'button', 'textBlock']);
    expect(page.blocks[1]?.properties).toMatchObject({
      text: 'See my favourites',
      href: 'http://x.test/f/?br=t',
    });
  });

  it('leaves out the button and the closing block when there are none', () => {
    const page = noticeMailPage({ subject: 'Hi', paragraphs: ['One'] });
    expect(page.blocks.map((block) => block.type)).toEqual(['textBlock']);
  });

  it('escapes what shoppers typed and keeps the reply-to and the data for the outbox', async () => {
    const mail = await composeNoticeMail(
      'contact-form',
      'owner@shop.test',
      { subject: 'New message', paragraphs: ['<script>alert(1)</script> & more'] },
      { origin: 'http://shop.test', replyTo: 'ann@example.com', data: { name: 'Ann' } },
    );
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('&amp; more');
    expect(mail.text).toContain('<script>alert(1)</script> & more');
    expect(mail).toMatchObject({
      kind: 'contact-form',
      replyTo: 'ann@example.com',
      data: { name: 'Ann' },
    });
  });
});
