import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { fontNames } from '../../themes/fonts';
import { QuoteMail } from './mail';
import { quoteProperties } from './properties';
import Quote from './view';

export default defineBlock({
  name: 'quote',
  title: 'Quote',
  description: 'A quotation or review with its author.',
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: quoteProperties,
  fields: [
    { kind: 'textarea', name: 'quote', label: 'Quote', group: 'Content', rows: 3, maxLength: 600 },
    { kind: 'text', name: 'author', label: 'Author', group: 'Content', maxLength: 120 },
    {
      kind: 'select',
      name: 'font',
      label: 'Font',
      group: 'Style',
      options: [
        { value: '', label: 'Theme font' },
        ...fontNames.map((name) => ({ value: name, label: name })),
      ],
    },
    {
      kind: 'number',
      name: 'fontSize',
      label: 'Size',
      group: 'Style',
      min: 12,
      max: 72,
      unit: 'px',
    },
    { kind: 'toggle', name: 'bold', label: 'Bold', group: 'Style' },
    { kind: 'toggle', name: 'italic', label: 'Italic', group: 'Style' },
    {
      kind: 'select',
      name: 'align',
      label: 'Alignment',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
      ],
    },
    { kind: 'colour', name: 'textColor', label: 'Text colour', group: 'Style' },
    {
      kind: 'colour',
      name: 'backgroundColor',
      label: 'Background colour',
      group: 'Style',
      alpha: true,
    },
  ],
  size: { default: 12 },
  component: Quote,
  mail: QuoteMail,
  styles: `
.block-quote { margin: 0; color: ${themeVar('quote.color')}; background: ${themeVar('quote.background')}; font-family: ${themeVar('quote.font')}; }
.block-quote__text { margin: 0; line-height: 1.4; }
.block-quote__text p { margin: 0; }
.block-quote__text p::before { content: "\\201C"; }
.block-quote__text p::after { content: "\\201D"; }
.block-quote__author { margin-top: 0.75em; font-size: 0.875rem; }
.block-quote__author::before { content: "\\2014\\00A0"; }
`,
});
