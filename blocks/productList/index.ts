import { defineBlock } from '../../src/registry';
import { loadProductList, type ProductListData } from './load';
import { ProductListMail } from './mail';
import ProductListBlock from './view';
import { MAX_PRODUCT_LIST_LIMIT, productListProperties } from './properties';
import { productListStyles } from './styles';

export default defineBlock<typeof productListProperties, ProductListData>({
  name: 'productList',
  title: 'Product list',
  description:
    "Cards of the store's products: bestsellers or new in, from the whole store or a collection.",
  category: 'commerce',
  compatibility: ['page', 'mail'],
  properties: productListProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    {
      kind: 'select',
      name: 'sortBy',
      label: 'Sort by',
      group: 'Content',
      options: [
        { value: 'bestsellerOrder', label: 'Bestsellers' },
        { value: 'newIn', label: 'New in' },
      ],
    },
    {
      kind: 'number',
      name: 'limit',
      label: 'Number of products',
      group: 'Content',
      min: 1,
      max: MAX_PRODUCT_LIST_LIMIT,
      step: 1,
    },
    {
      kind: 'text',
      name: 'collection',
      label: 'Collection',
      help: "The collection's URL name; empty for the whole store.",
      group: 'Content',
    },
    { kind: 'toggle', name: 'removeDuplicates', label: 'One card per design', group: 'Content' },
    {
      kind: 'text',
      name: 'asyncItems',
      label: 'Products from',
      help: 'Optional GET path under /omnis/v3 answering products, used instead of the store list.',
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
  component: ProductListBlock,
  mail: ProductListMail,
  load: loadProductList,
  styles: productListStyles,
});
