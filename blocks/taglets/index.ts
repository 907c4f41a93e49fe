import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { NEW_TAGLET, tagletsProperties } from './properties';
import Taglets from './view';

export default defineBlock({
  name: 'taglets',
  title: 'Tags',
  description: 'A heading over a row of tags linking to collections or pages.',
  category: 'content',
  properties: tagletsProperties,
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', group: 'Content', maxLength: 120 },
    {
      kind: 'list',
      name: 'tags',
      label: 'Tags',
      itemLabel: 'Tag',
      group: 'Content',
      max: 30,
      newItem: { ...NEW_TAGLET },
      fields: [
        { kind: 'text', name: 'text', label: 'Text', maxLength: 40 },
        { kind: 'link', name: 'href', label: 'Link' },
        { kind: 'colour', name: 'tagTextColor', label: 'Text colour' },
        { kind: 'colour', name: 'tagBackgroundColor', label: 'Background colour' },
      ],
    },
  ],
  size: { default: 12 },
  component: Taglets,
  styles: `
.block-taglets__heading { margin: 0 0 0.5em; font-family: ${themeVar('heading3.font')}; font-size: ${themeVar('heading3.size')}; color: ${themeVar('heading3.color')}; }
.block-taglets__list { display: flex; flex-wrap: wrap; gap: 0.5em; margin: 0; padding: 0; list-style: none; }
.block-taglets__tag {
  display: inline-block;
  padding: 0.25em 0.75em;
  border-radius: ${themeVar('tag.borderRadius')};
  background: ${themeVar('tag.background')};
  color: ${themeVar('tag.color')};
  font-family: ${themeVar('text.font')};
  font-size: 0.8125rem;
  text-decoration: none;
}
.block-taglets__tag--link:hover { text-decoration: underline; }
.block-taglets__tag--link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
`,
});
