import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Card from './view';
import { CardMail } from './mail';
import { cardProperties } from './properties';

export default defineBlock({
  name: 'card',
  title: 'Card',
  description: "A card with an image, title, short text and a link, in the theme's card style.",
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: cardProperties,
  fields: [
    { kind: 'image', name: 'image', label: 'Image', group: 'Content' },
    {
      kind: 'text',
      name: 'imageAlt',
      label: 'Image description',
      help: 'Leave empty if the image is decoration.',
      group: 'Content',
      maxLength: 200,
    },
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 120 },
    { kind: 'textarea', name: 'text', label: 'Text', group: 'Content', rows: 3, maxLength: 600 },
    { kind: 'link', name: 'href', label: 'Link', group: 'Link' },
    { kind: 'text', name: 'linkText', label: 'Link text', group: 'Link', maxLength: 40 },
  ],
  size: { default: 4 },
  component: Card,
  mail: CardMail,
  styles: `
.block-card {
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${themeVar('card.borderRadius')};
  background: ${themeVar('card.background')};
  color: ${themeVar('card.color')};
  box-shadow: ${themeVar('card.shadow')};
  font-family: ${themeVar('text.font')};
}
.block-card__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }
.block-card__body { display: flex; flex-direction: column; gap: 0.5em; padding: 1.25em; }
.block-card__title { margin: 0; font-family: ${themeVar('heading3.font')}; font-size: 1.25rem; color: ${themeVar('heading3.color')}; }
.block-card__text { margin: 0; line-height: ${themeVar('text.lineHeight')}; }
.block-card__link { color: ${themeVar('primary.color')}; font-weight: 700; }
.block-card__link::after { content: ""; position: absolute; inset: 0; }
.block-card__link:focus-visible { outline: none; }
.block-card:focus-within { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
`,
});
