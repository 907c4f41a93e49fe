import { describe, expect, it } from 'vitest';
import { isFixedBlock, pageDocSchemaOf, sellerHtmlProperties } from '../src/registry';
import { registry } from './index';

/** The traits the product's block types declare in their own definitions. */
describe('declared block traits', () => {
  const declaring = (has: (name: string) => boolean) =>
    registry
      .all()
      .map((type) => type.name)
      .filter(has)
      .sort();

  it('rich text edited together: textBlock', () => {
    expect(declaring(pageDocSchemaOf(registry).hasRichText)).toStrictEqual(['textBlock']);
  });

  it('seller HTML sanitised on write: the html property of textBlock and html', () => {
    expect(declaring((name) => sellerHtmlProperties(registry, name).length > 0)).toStrictEqual([
      'html',
      'textBlock',
    ]);
    expect(sellerHtmlProperties(registry, 'textBlock')).toStrictEqual(['html']);
    expect(sellerHtmlProperties(registry, 'html')).toStrictEqual(['html']);
  });

  it('in-place text editing: textBlock; the fixed block: a slideshow at order 0', () => {
    expect(declaring((name) => registry.get(name).inlineText !== undefined)).toStrictEqual([
      'textBlock',
    ]);
    expect(declaring((name) => isFixedBlock(registry, { order: 0, type: name }))).toStrictEqual([
      'slideshow',
    ]);
    expect(isFixedBlock(registry, { order: 1, type: 'slideshow' })).toBe(false);
  });
});
