import { describe, expect, it } from 'vitest';
import { placedTestProblem } from './createRules';
import { createBlockTestSchema } from './schemas';

type Variations = Array<{ name: string; default: boolean }>;
const cases: Array<[string, Variations, string | null]> = [
  ['hero', [{ name: 'A', default: true }], 'A split test needs at least two variations'],
  [
    'hero',
    [
      { name: 'A', default: false },
      { name: 'B', default: false },
    ],
    'Mark one variation as the default',
  ],
  [
    'hero',
    [
      { name: 'A', default: true },
      { name: 'a', default: false },
    ],
    'Give each variation its own name',
  ],
  [
    'hero',
    'ABCDEFG'.split('').map((name, i) => ({ name, default: i === 0 })),
    'Use at most 6 variations',
  ],
  [
    'hero!',
    [
      { name: 'A', default: true },
      { name: 'B', default: false },
    ],
    'Use letters, numbers, spaces, - and _ only',
  ],
  [
    ' ',
    [
      { name: 'A', default: true },
      { name: 'B', default: false },
    ],
    'Enter a name for the test',
  ],
  [
    'hero',
    [
      { name: 'A', default: true },
      { name: '', default: false },
    ],
    'Enter a name for the test',
  ],
  [
    'Hero test',
    [
      { name: 'A', default: true },
      { name: 'B', default: false },
    ],
    null,
  ],
];

describe('what stops a split-test block becoming a test', () => {
  it.each(cases)('%s %j: %s', (name, variations, message) => {
    expect(placedTestProblem({ name, variations })).toBe(message);
  });

  it.each(cases)('agrees with the create schema: %s %j', (name, variations, message) => {
    const result = createBlockTestSchema.safeParse({ kind: 'block', name, variations });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
