import { describe, expect, it } from 'vitest';
import { ThemeCycleError, UnknownThemeError } from './errors';
import { resolveLineage } from './lineage';
import type { ThemeDefinition } from './types';

const lookupIn =
  (definitions: ThemeDefinition[]) =>
  (name: string): ThemeDefinition | undefined =>
    definitions.find((definition) => definition.name === name);

describe('resolveLineage', () => {
  const root: ThemeDefinition = { name: 'root', values: {} };
  const mid: ThemeDefinition = { name: 'mid', parent: 'root', values: {} };
  const leaf: ThemeDefinition = { name: 'leaf', parent: 'mid', values: {} };
  const lookup = lookupIn([leaf, root, mid]);

  it('lists a chain root first, however deep', () => {
    expect(resolveLineage('leaf', lookup).map((d) => d.name)).toEqual(['root', 'mid', 'leaf']);
    expect(resolveLineage('root', lookup).map((d) => d.name)).toEqual(['root']);
  });

  it('refuses an unknown theme and names it', () => {
    expect(() => resolveLineage('nope', lookup)).toThrow(new UnknownThemeError('nope'));
    expect(() => resolveLineage('nope', lookup)).toThrow("Theme nope doesn't exist");
  });

  it('refuses a theme whose parent is unknown, naming the parent', () => {
    const orphan: ThemeDefinition = { name: 'orphan', parent: 'gone', values: {} };
    expect(() => resolveLineage('orphan', lookupIn([orphan]))).toThrow("Theme gone doesn't exist");
  });

  it('refuses a cycle and shows its path', () => {
    const a: ThemeDefinition = { name: 'a', parent: 'b', values: {} };
    const b: ThemeDefinition = { name: 'b', parent: 'c', values: {} };
    const c: ThemeDefinition = { name: 'c', parent: 'a', values: {} };
    const run = () => resolveLineage('a', lookupIn([a, b, c]));
    expect(run).toThrow(ThemeCycleError);
    expect(run).toThrow('Theme inheritance cycle: a -> b -> c -> a');
  });

  it('refuses a theme that names itself as parent', () => {
    const self: ThemeDefinition = { name: 'self', parent: 'self', values: {} };
    expect(() => resolveLineage('self', lookupIn([self]))).toThrow(
      'Theme inheritance cycle: self -> self',
    );
  });
});
