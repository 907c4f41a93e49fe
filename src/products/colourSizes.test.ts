import { describe, expect, it } from 'vitest';
import { toggleColour, toggleColourSize } from './colourSizes';

const base = { colours: ['White', 'Black', 'Navy'], sizes: ['S', 'M', 'L', 'XL'] };

describe('per-colour sizes', () => {
  it('gives the first colour every size of the base product', () => {
    expect(toggleColour([], 'Black', base)).toStrictEqual([
      { colourName: 'Black', sizes: ['S', 'M', 'L', 'XL'] },
    ]);
  });

  it('gives a later colour the sizes of the first, in the base product’s colour order', () => {
    const options = [{ colourName: 'Navy', sizes: ['M', 'L'] }];
    expect(toggleColour(options, 'White', base)).toStrictEqual([
      { colourName: 'White', sizes: ['M', 'L'] },
      { colourName: 'Navy', sizes: ['M', 'L'] },
    ]);
  });

  it('unticks a colour with its sizes', () => {
    const options = [
      { colourName: 'White', sizes: ['S'] },
      { colourName: 'Navy', sizes: ['L'] },
    ];
    expect(toggleColour(options, 'White', base)).toStrictEqual([
      { colourName: 'Navy', sizes: ['L'] },
    ]);
  });

  it('changes one colour’s sizes only, in the base product’s size order', () => {
    const options = [
      { colourName: 'White', sizes: ['XL', 'S'] },
      { colourName: 'Navy', sizes: ['S'] },
    ];
    expect(toggleColourSize(options, 'White', 'M', base.sizes)).toStrictEqual([
      { colourName: 'White', sizes: ['S', 'M', 'XL'] },
      { colourName: 'Navy', sizes: ['S'] },
    ]);
    expect(toggleColourSize(options, 'Navy', 'S', base.sizes)).toStrictEqual([
      { colourName: 'White', sizes: ['XL', 'S'] },
      { colourName: 'Navy', sizes: [] },
    ]);
  });
});
