import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { blockComponentLoaders } from './components';
import { definitionLoaders } from './definitions';

describe('block code the browser loads per type', () => {
  const names = registry
    .all()
    .map((type) => type.name)
    .sort();

  it('finds a view file (blocks/<type>/view.ts) for every registered type, and nothing else', () => {
    expect(Object.keys(blockComponentLoaders).sort()).toEqual(names);
  });

  it('loads the very component each type registers for prepared pages (its view, else its component)', async () => {
    for (const name of names) {
      const load = blockComponentLoaders[name];
      const type = registry.get(name);
      await expect(load?.()).resolves.toBe(type.view ?? type.component);
    }
  });

  it('finds each type’s definition in the folder named after it', async () => {
    expect(Object.keys(definitionLoaders).sort()).toEqual(expect.arrayContaining(names));
    for (const name of names)
      await expect(definitionLoaders[name]?.()).resolves.toBe(registry.get(name));
  });
});
