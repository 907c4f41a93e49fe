import { defineBlock } from '../../src/registry';
import FeedBlock from './view';
import { loadFeed, type FeedData } from './load';
import { FeedMail } from './mail';
import { feedProperties, MAX_FEED_LIMIT } from './properties';
import { feedStyles } from './styles';

export default defineBlock<typeof feedProperties, FeedData>({
  name: 'feed',
  title: 'Feed',
  description: 'Tiles from Instagram, your products, your collections or your blog.',
  category: 'marketing',
  compatibility: ['page', 'mail'],
  properties: feedProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    {
      kind: 'select',
      name: 'source',
      label: 'Source',
      group: 'Content',
      options: [
        { value: 'instagram', label: 'Instagram' },
        { value: 'products', label: 'Products' },
        { value: 'collections', label: 'Collections' },
        { value: 'blog', label: 'Blog' },
      ],
    },
    {
      kind: 'number',
      name: 'limit',
      label: 'Number of items',
      help: 'Empty: 20 for Instagram, 1 for the other sources.',
      group: 'Content',
      min: 1,
      max: MAX_FEED_LIMIT,
      step: 1,
    },
    {
      kind: 'text',
      name: 'asyncItems',
      label: 'Items from',
      help: "Optional GET path under /omnis/v3 answering the source's items.",
      group: 'Data',
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Title from',
      help: 'Optional GET path under /omnis/v3 answering { title }.',
      group: 'Data',
    },
  ],
  component: FeedBlock,
  mail: FeedMail,
  load: loadFeed,
  styles: feedStyles,
});
