import { describe, expect, it } from 'vitest';
import { describeBlockContract, editorContext, renderBlock, renderMail } from '../testing';
import placeholder from './index';

describeBlockContract(placeholder, { name: 'placeholder', mail: true });

describe('placeholder', () => {
  it('is for page and mail', () => {
    expect([...placeholder.compatibility].sort()).toStrictEqual(['mail', 'page']);
  });

  it('shows nothing to shoppers', () => {
    expect(renderBlock(placeholder)).toBe('<div class="block-placeholder" hidden=""></div>');
  });

  it('shows a labelled box of its height in the editor', () => {
    const html = renderBlock(
      placeholder,
      { label: 'Your logo', height: 120 },
      { context: editorContext },
    );
    expect(html).toContain('min-height:120px');
    expect(html).toContain('Your logo');
  });

  it('leaves nothing in a sent mail', async () => {
    expect(await renderMail(placeholder, { label: 'Your logo' })).not.toContain('Your logo');
  });
});
