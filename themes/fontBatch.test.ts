import { describe, expect, it } from 'vitest';
import { fontFaceQueries, fontLoadBatch } from './fontBatch';
import { requestedWeights } from './fontCatalogue';

describe('requestedWeights', () => {
  it('asks for 400 and 700 always, plus the default weight, once each', () => {
    expect(requestedWeights(400)).toEqual([400, 700]);
    expect(requestedWeights(300)).toEqual([300, 400, 700]);
    expect(requestedWeights(900)).toEqual([400, 700, 900]);
  });
});

describe('fontLoadBatch', () => {
  it('requests each catalogue font once with its weights; the last of the batch uses swap display', () => {
    expect(fontLoadBatch(['Lato', 'Bebas Neue', 'Lato', 'Brand Sans'])).toStrictEqual([
      { family: 'Lato', weights: [400, 700], display: 'swap' },
      { family: 'Bebas Neue', weights: [400, 700], display: 'swap' },
    ]);
  });

  it("adds a font's own default weight (Oswald reads at 500)", () => {
    expect(fontLoadBatch(['Oswald'])).toStrictEqual([
      { family: 'Oswald', weights: [400, 500, 700], display: 'swap' },
    ]);
  });

  it('is empty for a theme without catalogue fonts', () => {
    expect(fontLoadBatch([])).toStrictEqual([]);
    expect(fontLoadBatch(['Brand Sans'])).toStrictEqual([]);
  });
});

describe('fontFaceQueries', () => {
  it('names one face per requested weight', () => {
    expect(fontFaceQueries({ family: 'Lato', weights: [400, 700], display: 'swap' })).toEqual([
      '400 1em "Lato"',
      '700 1em "Lato"',
    ]);
  });
});
