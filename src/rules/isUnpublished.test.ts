import { describe, expect, it } from 'vitest';
import { blockSchema, type BlockInput } from '../model';
import { isUnpublished } from './isUnpublished';

const block = (input: Partial<BlockInput> & { id: string }) =>
  blockSchema.parse({ uid: input.id, type: 'row', ...input });

describe('isUnpublished', () => {
  it('is false for a published block', () => {
    expect(isUnpublished(block({ id: 'a', type: 'button' }))).toBe(false);
  });

  it('is true for a block unpublished itself, by field or by property', () => {
    expect(isUnpublished(block({ id: 'a', unpublished: true }))).toBe(true);
    expect(isUnpublished(block({ id: 'b', properties: { published: false } }))).toBe(true);
  });

  it('is true when all its children are unpublished', () => {
    const row = block({
      id: 'row',
      items: [
        { id: 'x', uid: 'x', type: 'button', unpublished: true },
        { id: 'y', uid: 'y', type: 'button', properties: { published: false } },
      ],
    });
    expect(isUnpublished(row)).toBe(true);
  });

  it('is false while one child is still published', () => {
    const row = block({
      id: 'row',
      items: [
        { id: 'x', uid: 'x', type: 'button', unpublished: true },
        { id: 'y', uid: 'y', type: 'button' },
      ],
    });
    expect(isUnpublished(row)).toBe(false);
  });

  it('looks through nested rows', () => {
    const row = block({
      id: 'outer',
      items: [
        {
          id: 'inner',
          uid: 'inner',
          type: 'row',
          items: [{ id: 'x', uid: 'x', type: 'quote', unpublished: true }],
        },
      ],
    });
    expect(isUnpublished(row)).toBe(true);
  });

  it('does not count deleted children', () => {
    const row = block({
      id: 'row',
      items: [
        { id: 'x', uid: 'x', type: 'button', unpublished: true },
        { id: 'y', uid: 'y', type: 'button', flags: ['deleted'] },
      ],
    });
    expect(isUnpublished(row)).toBe(true);
    const emptied = block({
      id: 'row2',
      items: [{ id: 'z', uid: 'z', type: 'button', flags: ['deleted'] }],
    });
    expect(isUnpublished(emptied)).toBe(false);
  });
});
