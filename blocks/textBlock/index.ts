import { defineBlock } from '../../src/registry';
import { fontNames } from '../../themes/fonts';
import { TextBlockMail } from './mail';
import { textBlockProperties } from './properties';
import { textBlockStyles } from './styles';
import { prepareTextBlock, TextBlock } from './TextBlock';
import { textBlockStyle } from './TextBlockView';
import TextBlockView from './view';

export default defineBlock({
  name: 'textBlock',
  title: 'Text',
  description: 'Formatted text: headings, paragraphs, lists and links.',
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: textBlockProperties,
  fields: [
    { kind: 'richText', name: 'html', label: 'Text', group: 'Content' },
    {
      kind: 'number',
      name: 'truncateHeight',
      label: 'Cut text at',
      help: 'Height after which the text is hidden behind "Read more" (0 shows it all).',
      group: 'Content',
      min: 0,
      max: 2000,
      step: 10,
      unit: 'px',
    },
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
    { kind: 'colour', name: 'textColor', label: 'Text colour', group: 'Style' },
    {
      kind: 'colour',
      name: 'backgroundColour',
      label: 'Background colour',
      group: 'Style',
      alpha: true,
    },
    {
      kind: 'number',
      name: 'borderRadius',
      label: 'Corner radius',
      group: 'Style',
      min: 0,
      max: 100,
      unit: 'px',
    },
  ],
  size: { default: 12 },
  richText: 'html',
  sellerHtml: ['html'],
  inlineText: { style: textBlockStyle },
  component: TextBlock,
  prepare: prepareTextBlock,
  view: TextBlockView,
  mail: TextBlockMail,
  styles: textBlockStyles,
  interactive: true,
});
