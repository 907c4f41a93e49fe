import { defineBlock } from '../../src/registry';
import CustomisationCatalogBlock from './view';
import { loadCustomisationCatalog, type CustomisationCatalogData } from './load';
import { CustomisationCatalogMail } from './mail';
import { customisationCatalogProperties, MAX_CATALOG_LIMIT } from './properties';
import { customisationCatalogStyles } from './styles';

export default defineBlock<typeof customisationCatalogProperties, CustomisationCatalogData>({
  name: 'customisationCatalog',
  title: 'Customisation catalogue',
  description: 'Products shoppers can customise, each opening the design studio.',
  category: 'commerce',
  compatibility: ['page', 'mail'],
  properties: customisationCatalogProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    {
      kind: 'text',
      name: 'collection',
      label: 'Collection',
      help: 'The URL name of the collection holding your customisable products; empty for the whole store.',
      group: 'Content',
    },
    {
      kind: 'number',
      name: 'limit',
      label: 'Number of products',
      group: 'Content',
      min: 1,
      max: MAX_CATALOG_LIMIT,
      step: 1,
    },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 30 },
    {
      kind: 'text',
      name: 'asyncItems',
      label: 'Products from',
      help: 'Optional GET path under /omnis/v3 answering products.',
      group: 'Data',
    },
  ],
  component: CustomisationCatalogBlock,
  mail: CustomisationCatalogMail,
  load: loadCustomisationCatalog,
  styles: customisationCatalogStyles,
});
