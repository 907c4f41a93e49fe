import { describe, expect, it } from 'vitest';
import { describeViolations } from './axe';

describe('describeViolations', () => {
  it('gives one line per failing element with the rule, impact, help, selector and markup', () => {
    const long = `<img src="/uploads/1/${'x'.repeat(200)}.png">`;
    const lines = describeViolations([
      {
        id: 'color-contrast',
        impact: 'serious',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        nodes: [
          { target: ['.sf-footer > a'], html: '<a href="/terms-of-use/">Terms of use</a>' },
          { target: ['iframe', '.inner'], html: '<button>Go</button>' },
        ],
      },
      {
        id: 'image-alt',
        impact: null,
        help: 'Images must have alternative text',
        nodes: [{ target: ['img'], html: long }],
      },
    ]);
    expect(lines.slice(0, 2)).toStrictEqual([
      'color-contrast (serious): Elements must meet minimum color contrast ratio thresholds | .sf-footer > a | <a href="/terms-of-use/">Terms of use</a>',
      'color-contrast (serious): Elements must meet minimum color contrast ratio thresholds | iframe .inner | <button>Go</button>',
    ]);
    expect(lines[2]).toBe(
      `image-alt (unknown): Images must have alternative text | img | ${long.slice(0, 159)}…`,
    );
  });

  it('is empty when nothing failed', () => {
    expect(describeViolations([])).toStrictEqual([]);
  });
});
