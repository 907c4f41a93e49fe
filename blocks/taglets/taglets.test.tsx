import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import taglets from './index';

describeBlockContract(taglets, { name: 'taglets', mail: false });

describe('taglets', () => {
  it('has a heading and tag items with the tag fields', () => {
    const defaults = taglets.properties.parse({});
    expect(Object.keys(defaults).sort()).toStrictEqual(['heading', 'tags']);
    expect(Object.keys(defaults.tags[0]!).sort()).toStrictEqual([
      'href',
      'tagBackgroundColor',
      'tagTextColor',
      'text',
    ]);
  });

  it('renders the heading and each tag, links where they have an href', () => {
    const html = renderBlock(taglets, {
      heading: 'Browse',
      tags: [
        { text: 'Cats', href: '/collection/cats/' },
        { text: 'Dogs', tagBackgroundColor: '#ffcc00' },
        { text: '' },
      ],
    });
    expect(html).toContain(
      '<nav class="block-taglets" aria-label="Browse"><h2 class="block-taglets__heading">Browse</h2>',
    );
    expect(html).toContain('href="/collection/cats/"');
    expect(html).toContain(
      '<span class="block-taglets__tag" style="background-color:#ffcc00">Dogs</span>',
    );
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
