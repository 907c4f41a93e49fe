import { describe, expect, it } from 'vitest';
import { splitTestStartLog } from './startLog';

describe('the console line of a split-test start', () => {
  it('names the test and the variation shown', () => {
    expect(splitTestStartLog({ name: 'hero', variation: { name: 'B' } })).toBe(
      'Split test hero started: showing variation B',
    );
    expect(splitTestStartLog({ name: 'hero', variation: null })).toBeNull();
  });
});
