import { describe, expect, it } from 'vitest';
import {
  assignVariations,
  chooseVariation,
  FORCE_PARAM,
  forcedVariations,
  formatAssignments,
  HOMEPAGE_VARIANTS,
  parseAssignments,
  SPLIT_TEST_MESSAGES,
  variationOutsideTest,
} from './assignment';

const placed = {
  name: 'hero',
  variations: [{ name: 'A', default: true }, { name: 'B' }],
};
const stored = (variation: string | null) => [
  {
    id: 1,
    code: 'hero',
    name: 'hero',
    variation: variation ? { id: variation === 'A' ? 10 : 11, name: variation } : null,
    availableVariations: [],
    discovered: true,
  },
];

describe('choosing a variation (spec, split test)', () => {
  it('shows the variation the route query names for the test, first of all', () => {
    expect(chooseVariation(placed, { hero: 'B' }, stored('A'))).toStrictEqual({
      kind: 'variation',
      name: 'B',
    });
  });
  it('shows the default when no test is stored, with the spec’s message', () => {
    expect(chooseVariation(placed, {}, [])).toStrictEqual({
      kind: 'variation',
      name: 'A',
      warning: "Split Test hero doesn't exist or is no longer active",
    });
  });
  it('otherwise shows the stored variation', () => {
    expect(chooseVariation(placed, { hero: 'Z' }, stored('B'))).toStrictEqual({
      kind: 'variation',
      name: 'B',
    });
  });
  it('shows the default when the stored variation has no slot in the block', () => {
    expect(chooseVariation(placed, {}, stored('C'))).toStrictEqual({
      kind: 'variation',
      name: 'A',
    });
  });
  it('shows nothing for a variation outside a test, with the spec’s message', () => {
    expect(variationOutsideTest()).toStrictEqual({
      kind: 'none',
      error: 'tml-split-test-variation should be placed in the slot of a tml-split-test',
    });
    expect(SPLIT_TEST_MESSAGES.inactive('x')).toBe(
      "Split Test x doesn't exist or is no longer active",
    );
    expect(HOMEPAGE_VARIANTS).toEqual(['Old', 'New']);
    expect(FORCE_PARAM).toBe('split-var');
  });
});

describe('assigning a visitor (sticky, forced by split-var)', () => {
  const active = [
    {
      id: 1,
      code: 'homepage',
      name: 'homepage',
      variations: [
        { id: 10, name: 'Old' },
        { id: 11, name: 'New' },
      ],
    },
    {
      id: 2,
      code: 'hero',
      name: 'hero',
      variations: [
        { id: 20, name: 'A' },
        { id: 21, name: 'B' },
      ],
    },
  ];
  it('draws on first use, marks it discovered and remembers the map', () => {
    const first = assignVariations(active, new Map(), [], () => 0.7);
    expect(
      first.splitTests.map((test) => [test.name, test.variation?.name, test.discovered]),
    ).toEqual([
      ['homepage', 'New', true],
      ['hero', 'B', true],
    ]);
    expect(first.discovered).toEqual([1, 2]);
    expect(formatAssignments(first.assignments)).toBe('1:11,2:21');
  });
  it('keeps what was drawn (sticky), whatever the next draw', () => {
    const again = assignVariations(active, parseAssignments('1:11,2:21'), [], () => 0);
    expect(again.splitTests.map((test) => test.variation?.name)).toEqual(['New', 'B']);
    expect(again.discovered).toEqual([]);
  });
  it('forces variations named in split-var, and remembers them', () => {
    const forced = assignVariations(
      active,
      parseAssignments('1:10'),
      forcedVariations('New, A'),
      () => 0.9,
    );
    expect(forced.splitTests.map((test) => test.variation?.name)).toEqual(['New', 'A']);
    expect(formatAssignments(forced.assignments)).toBe('1:11,2:20');
  });
  it('ignores a damaged cookie', () => {
    expect([...parseAssignments('x:1,2:-3,4:5,junk')]).toEqual([[4, 5]]);
    expect(forcedVariations(undefined)).toEqual([]);
  });
});
