import { defineBlock } from '../../src/registry';
import InteractionsBlock from './view';
import { loadInteractionCounts, type InteractionsData } from './load';
import { interactionsProperties } from './properties';
import { interactionsStyles } from './styles';

export default defineBlock<typeof interactionsProperties, InteractionsData>({
  name: 'interactions',
  title: 'Likes and shares',
  description: 'Lets shoppers favourite a product and share it, with like and share counts.',
  category: 'commerce',
  properties: interactionsProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    {
      kind: 'text',
      name: 'productUrlName',
      label: 'Product',
      help: "The product's URL name; empty shares this page.",
      group: 'Content',
    },
    { kind: 'text', name: 'shareText', label: 'Share text', group: 'Content', maxLength: 120 },
    { kind: 'toggle', name: 'showLike', label: 'Show the like button', group: 'Content' },
    { kind: 'toggle', name: 'showShare', label: 'Show the share buttons', group: 'Content' },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Counts from',
      help: 'Optional GET path under /omnis/v3 answering { likes, shares }.',
      group: 'Data',
    },
  ],
  component: InteractionsBlock,
  load: loadInteractionCounts,
  styles: interactionsStyles,
  interactive: true,
});
