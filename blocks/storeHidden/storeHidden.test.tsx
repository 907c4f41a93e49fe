import { describe, expect, it } from 'vitest';
import {
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
  testPage,
} from '../testing';
import storeHidden from './index';

const content = <p>Draft</p>;

describeBlockContract(storeHidden, {
  name: 'storeHidden',
  mail: false,
  render: { children: content },
});

describe('storeHidden', () => {
  it('renders none of its content on the published store', () => {
    expect(renderBlock(storeHidden, {}, { children: content, context: nativeContext })).toBe(
      '<div class="block-storeHidden" hidden=""></div>',
    );
  });

  it('shows its content under the note in previews and the editor', () => {
    for (const context of [editorContext, { mode: 'preview' as const, page: testPage }]) {
      const html = renderBlock(storeHidden, {}, { children: content, context });
      expect(html).toContain('Hidden on your store');
      expect(html).toContain('<p>Draft</p>');
    }
  });
});
