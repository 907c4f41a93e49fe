import { defineBlock } from '../../src/registry';
import { SPLIT_TEST_VARIATION_BLOCK } from '../../src/splitTests/placed';
import { themeVar } from '../../themes/base';
import { splitTestVariationProperties } from './properties';
import SplitTestVariation from './view';

export default defineBlock({
  name: SPLIT_TEST_VARIATION_BLOCK,
  title: 'Split test variation',
  description: 'One variation of a split test, holding any blocks. Place it inside a Split test.',
  category: 'marketing',
  properties: splitTestVariationProperties,
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'Variation name',
      help: 'As in the split test, e.g. "A" or "Summer hero".',
      group: 'Content',
      maxLength: 60,
    },
    {
      kind: 'toggle',
      name: 'default',
      label: 'Default variation',
      help: 'Shown while the test is not running. Mark one variation of the test.',
      group: 'Content',
    },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: SplitTestVariation,
  styles: `
.block-splitTestVariation--editing { border-top: 1px dashed ${themeVar('border.color')}; padding-top: 4px; }
.block-splitTestVariation__label { margin: 0 0 8px; font-size: 0.875rem; font-weight: 600; }
.block-splitTestVariation--misplaced { margin: 0; padding: 8px; border: 1px dashed ${themeVar('border.color')}; }
`,
});
