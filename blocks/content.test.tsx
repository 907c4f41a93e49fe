import { describe, expect, it } from 'vitest';
import { contentBlocks } from './content';
import { editorContext, renderBlock } from './testing';

/**
 * Group A's list, rendered in plain Node (no DOM globals at all, as on the SSR host):
 * a component that touched `window` or `document` while rendering would throw here.
 */
const GROUP_A = [
  'row',
  'grid',
  'slide',
  'slideshow',
  'carousel',
  'spacer',
  'textBlock',
  'html',
  'button',
  'image',
  'banner',
  'pod',
  'card',
  'quote',
  'expandable',
  'iframe',
  'youtube',
  'tag',
  'taglets',
  'announcement',
  'announcementV2',
  'action',
  'badge',
  'badgeProgress',
  'appIcon',
  'storeHidden',
  'gate',
  'socials',
  'graph',
  'summary',
  'placeholder',
  'feature',
  // The spec's tml-split-test and its variations (issue 21).
  'splitTest',
  'splitTestVariation',
];

describe('group A block list', () => {
  it('registers exactly the assigned types, each once', () => {
    expect(contentBlocks.map((type) => type.name).sort()).toStrictEqual([...GROUP_A].sort());
  });

  it('gives "pod" the title Content', () => {
    expect(contentBlocks.find((type) => type.name === 'pod')?.title).toBe('Content');
  });

  it('renders every type in Node without a DOM, on the storefront and in the editor', () => {
    expect(typeof window).toBe('undefined');
    for (const type of contentBlocks) {
      const children = type.children ? <div className="pb-cell">child</div> : undefined;
      expect(renderBlock(type, {}, { children }), type.name).toContain(`block-${type.name}`);
      expect(renderBlock(type, {}, { children, context: editorContext }), type.name).toContain(
        `block-${type.name}`,
      );
    }
  });
});
