import { describe, expect, it } from 'vitest';
import { blankDesign, CUSTOMISE_IT_MESSAGES, kindNamedIn } from './customiseIt';

describe('customiseIt', () => {
  it('starts a blank design on the product’s base product and colour', () => {
    expect(blankDesign('hoodie', 'Navy')).toEqual({
      product: 'hoodie',
      colour: 'Navy',
      size: 'L',
      elements: [],
    });
    // A colour the base product is not made in, or an unknown kind, falls back to the first.
    expect(blankDesign('hoodie', 'Tartan').colour).toBe(blankDesign('hoodie').colour);
    expect(blankDesign('mug').product).toBe('t-shirt');
  });

  it('reads the base product a url names', () => {
    expect(kindNamedIn('plain-hoodie')).toBe('hoodie');
    expect(kindNamedIn('organic-cotton-tee')).toBeUndefined();
  });

  it('says what happened in the seller’s words', () => {
    expect(CUSTOMISE_IT_MESSAGES.saved('Plain Hoodie')).toBe(
      'Saved as the starting design of Plain Hoodie',
    );
  });
});
