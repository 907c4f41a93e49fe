import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import socials from './index';

describeBlockContract(socials, { name: 'socials', mail: true });

const links = [
  { network: 'instagram', url: 'https://instagram.com/ourstore' },
  { network: 'x', url: 'https://x.com/ourstore' },
  { network: 'facebook', url: '' },
];

describe('socials', () => {
  it('links each profile with a named brand icon, in a new tab', () => {
    const html = renderBlock(socials, { links });
    expect(html).toContain(
      'href="https://instagram.com/ourstore" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('aria-label="Instagram"');
    expect(html).toContain('class="fa-brands fa-x-twitter"');
    expect(html).not.toContain('Facebook');
  });

  it('refuses networks it does not know', () => {
    expect(
      socials.properties.safeParse({ links: [{ network: 'myspace', url: 'https://myspace.com/' }] })
        .success,
    ).toBe(false);
  });

  it('mails named links', async () => {
    const html = await renderMail(socials, { links });
    expect(html).toContain('>Instagram</a>');
    expect(html).toContain('href="https://x.com/ourstore"');
  });
});
