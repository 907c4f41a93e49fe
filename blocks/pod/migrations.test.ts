import { describe, expect, it } from 'vitest';
import { readProperties } from '../../src/registry';
import { makeBlock } from '../testing';
import pod from './index';
import { ratioNameToNumber } from './migrations';
import type { PodProperties } from './properties';

describe('pod migrations', () => {
  it('is at version 2, made by ratioNameToNumber', () => {
    expect(pod.version).toBe(2);
    expect(pod.migrations.map((migration) => migration.name)).toStrictEqual(['ratioNameToNumber']);
    expect(makeBlock(pod).properties.blockVersion).toBe(2);
  });

  it('turns each ratio name into its number', () => {
    const names = { wide: 0.36, short: 0.49, '4:3': 0.75, square: 1.026, tall: 1.5 };
    for (const [name, value] of Object.entries(names))
      expect(ratioNameToNumber.up({ ratio: name }).ratio).toBe(value);
  });

  it('leaves numeric ratios (and pods without one) unchanged', () => {
    const numeric = { ratio: 0.6 };
    expect(ratioNameToNumber.up(numeric)).toBe(numeric);
    expect(ratioNameToNumber.up({})).toStrictEqual({});
    expect(ratioNameToNumber.up({ ratio: 'toString' })).toStrictEqual({ ratio: 'toString' });
  });

  it('opens a version 1 pod with the same meaning', () => {
    const saved = {
      ...makeBlock(pod),
      properties: { template: 'v2', title: 'Old pod', ratio: 'tall' },
    };
    expect(readProperties<PodProperties>(pod, saved)).toMatchObject({
      title: 'Old pod',
      ratio: 1.5,
    });
  });
});
