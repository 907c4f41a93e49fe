import { describe, expect, it } from 'vitest';
import { paletteGroups } from './paletteGroups';
import { testRegistry } from './testing/testKit';

const registry = testRegistry();
const names = (groups: ReturnType<typeof paletteGroups>) =>
  groups.map((group) => [group.label, group.types.map((type) => type.name)]);

describe('paletteGroups', () => {
  it('groups the page types by category in the fixed order', () => {
    expect(names(paletteGroups(registry.compatibleWith('page'), ''))).toEqual([
      ['Layout', ['row']],
      ['Content', ['textBlock']],
      ['Marketing', ['promo']],
    ]);
  });

  it('offers mail types to mail pages only', () => {
    expect(names(paletteGroups(registry.compatibleWith('mail'), ''))).toEqual([
      ['Content', ['textBlock']],
      ['Mail', ['feature']],
    ]);
  });

  it('ranks by the query, whole words first, best group first', () => {
    expect(names(paletteGroups(registry.compatibleWith('page'), 'headline'))).toEqual([
      ['Marketing', ['promo']],
    ]);
    // The row scores 4 (two whole words), the text block 2 (one).
    expect(names(paletteGroups(registry.compatibleWith('page'), 'formatted side row'))).toEqual([
      ['Layout', ['row']],
      ['Content', ['textBlock']],
    ]);
    // Part of a word still finds it: "format" in "Formatted".
    expect(names(paletteGroups(registry.compatibleWith('page'), 'format'))).toEqual([
      ['Content', ['textBlock']],
    ]);
    expect(paletteGroups(registry.compatibleWith('page'), 'carousel')).toEqual([]);
  });
});
