import { defineBlock } from '../../src/registry';
import { SPLIT_TEST_BLOCK, SPLIT_TEST_VARIATION_BLOCK } from '../../src/splitTests/placed';
import { themeVar } from '../../themes/base';
import { splitTestProperties } from './properties';
import SplitTest from './view';

export default defineBlock({
  name: SPLIT_TEST_BLOCK,
  title: 'Split test',
  description:
    'Shows one of its variations to each visitor, so a running split test can compare them.',
  category: 'marketing',
  properties: splitTestProperties,
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'Test name',
      help: 'The name of the split test in Split tests. Visitors see its default until it runs.',
      group: 'Content',
      maxLength: 60,
    },
  ],
  size: { default: 12 },
  children: { allowed: [SPLIT_TEST_VARIATION_BLOCK] },
  component: SplitTest,
  // A variation that does not show leaves its grid cell empty: the cell takes no room.
  styles: `
.block-splitTest .pb-cell:empty { display: none; }
.block-splitTest--editing { outline: 1px dashed ${themeVar('border.color')}; padding: 8px; }
.block-splitTest__label { margin: 0 0 8px; font-size: 0.875rem; }
`,
});
