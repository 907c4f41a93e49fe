import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { TagMail } from './mail';
import { tagProperties } from './properties';
import Tag from './view';

export default defineBlock({
  name: 'tag',
  title: 'Tag',
  description: 'A small coloured label, optionally linking somewhere.',
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: tagProperties,
  fields: [
    { kind: 'text', name: 'text', label: 'Text', group: 'Content', maxLength: 40 },
    { kind: 'link', name: 'href', label: 'Link', group: 'Content' },
    { kind: 'colour', name: 'tagTextColor', label: 'Text colour', group: 'Style' },
    { kind: 'colour', name: 'tagBackgroundColor', label: 'Background colour', group: 'Style' },
  ],
  size: { default: 3 },
  component: Tag,
  mail: TagMail,
  styles: `
.block-tag__tag {
  display: inline-block;
  padding: 0.25em 0.75em;
  border-radius: ${themeVar('tag.borderRadius')};
  background: ${themeVar('tag.background')};
  color: ${themeVar('tag.color')};
  font-family: ${themeVar('text.font')};
  font-size: 0.8125rem;
  line-height: 1.4;
  text-decoration: none;
}
.block-tag__tag--link:hover { text-decoration: underline; }
.block-tag__tag--link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
`,
});
