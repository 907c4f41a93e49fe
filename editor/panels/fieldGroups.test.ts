import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../src/registry';
import { groupFields } from './fieldGroups';

describe('groupFields', () => {
  it('groups fields by section in the order sections first appear', () => {
    const fields: FieldDescriptor[] = [
      { kind: 'text', name: 'title', label: 'Title', group: 'Content' },
      { kind: 'colour', name: 'titleColor', label: 'Title colour', group: 'Text' },
      { kind: 'textarea', name: 'copy', label: 'Text', group: 'Content' },
      { kind: 'toggle', name: 'lazyLoad', label: 'Lazy' },
    ];
    expect(
      groupFields(fields).map((group) => [group.name, group.fields.map((field) => field.name)]),
    ).toEqual([
      ['Content', ['title', 'copy']],
      ['Text', ['titleColor']],
      ['Settings', ['lazyLoad']],
    ]);
  });

  it('has no sections for no fields', () => {
    expect(groupFields([])).toEqual([]);
  });
});
