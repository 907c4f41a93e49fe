import { describe, expect, it } from 'vitest';
import { withImageAlt } from './imageAlt';

describe('withImageAlt', () => {
  it('adds an empty alt to images without one', () => {
    expect(withImageAlt('<p>a<img src="https://s.example/x.png" title="a &gt; b"></p>')).toBe(
      '<p>a<img alt="" src="https://s.example/x.png" title="a &gt; b"></p>',
    );
  });

  it("keeps the seller's alt text and leaves other tags alone", () => {
    const html = '<p><img alt="A fox" src="https://s.example/y.png"><imgx src="z"></p>';
    expect(withImageAlt(html)).toBe(html);
  });
});
