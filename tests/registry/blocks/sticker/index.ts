import { defineBlock } from '../../../../src/registry';
import { stickerProperties } from './properties';
import Sticker from './view';

/**
 * A throwaway block type, declared once in this folder and nowhere else (no registration
 * line, no list, no type name in shared code): registry.test.ts proves the product stores,
 * sanitises, edits, renders and chunks it from this declaration and the view file beside it.
 */
export default defineBlock({
  name: 'sticker',
  title: 'Sticker',
  description: 'A short text on a coloured sticker.',
  category: 'content',
  properties: stickerProperties,
  fields: [
    { kind: 'richText', name: 'html', label: 'Text', group: 'Content' },
    { kind: 'colour', name: 'colour', label: 'Colour', group: 'Style' },
  ],
  size: { default: 4 },
  richText: 'html',
  sellerHtml: ['html'],
  inlineText: { style: (properties) => ({ background: properties.colour }) },
  component: Sticker,
});
