import { describe, expect, it } from 'vitest';
import { builtinConditions } from '../../src/conditions';
import {
  addCondition,
  describeCondition,
  invalidConditionNames,
  parseConditionArgs,
  removeCondition,
} from './conditionList';

const builtins = Object.keys(builtinConditions);

describe('condition list', () => {
  it('describes conditions with and without values', () => {
    expect(describeCondition('logged-in')).toBe('logged-in');
    expect(describeCondition({ name: 'currency', args: ['USD', 'EUR'] })).toBe(
      'currency (USD, EUR)',
    );
    expect(describeCondition({ name: 'pro-store' })).toBe('pro-store');
  });

  it('finds the names nobody registered', () => {
    expect(invalidConditionNames(['logged-in', 'loged-out', { name: 'vip' }], builtins)).toEqual([
      'loged-out',
      'vip',
    ]);
    expect(
      invalidConditionNames(['logged-in', { name: 'currency', args: ['USD'] }], builtins),
    ).toEqual([]);
  });

  it('adds a bare name, or the name with its values', () => {
    expect(addCondition([], 'logged-in')).toEqual(['logged-in']);
    expect(addCondition(['logged-in'], 'currency', ' USD, EUR ,')).toEqual([
      'logged-in',
      { name: 'currency', args: ['USD', 'EUR'] },
    ]);
    expect(parseConditionArgs('2026-12-24')).toEqual(['2026-12-24']);
  });

  it('replaces a condition of the same name rather than listing it twice', () => {
    expect(
      addCondition([{ name: 'before', args: ['2026-12-01'] }], 'before', '2026-12-24'),
    ).toEqual([{ name: 'before', args: ['2026-12-24'] }]);
  });

  it('removes a condition', () => {
    expect(removeCondition(['logged-in', 'pro-store'], 0)).toEqual(['pro-store']);
  });
});
