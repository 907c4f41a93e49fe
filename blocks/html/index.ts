import { defineBlock } from '../../src/registry';
import { Html, prepareHtml } from './Html';
import HtmlView from './view';
import { htmlProperties } from './properties';

export default defineBlock({
  name: 'html',
  title: 'HTML',
  description: 'Your own HTML markup (Pro). Scripts, embeds and unsafe links are removed.',
  category: 'content',
  properties: htmlProperties,
  fields: [
    {
      kind: 'textarea',
      name: 'html',
      label: 'HTML',
      help: 'Scripts, styles, forms and embedded frames are removed; use the Embed block for other sites.',
      group: 'Content',
      rows: 12,
      maxLength: 100_000,
    },
  ],
  size: { default: 12 },
  sellerHtml: ['html'],
  component: Html,
  prepare: prepareHtml,
  view: HtmlView,
  styles: `
.block-html { overflow-wrap: anywhere; }
.block-html img { max-width: 100%; height: auto; }
`,
  pro: true,
});
