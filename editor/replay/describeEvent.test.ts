import { describe, expect, it } from 'vitest';
import { describeEvent } from './describeEvent';

const titleOf = (type: string) => (type === 'banner' ? 'Banner' : type);

describe('describeEvent', () => {
  it('says what each step did', () => {
    expect(describeEvent({ kind: 'undo' }, titleOf)).toBe('Undo');
    expect(
      describeEvent(
        { kind: 'command', command: { type: 'resizeBlock', id: 'a', width: 6 } },
        titleOf,
      ),
    ).toBe('Resized a block to 6 columns');
    expect(
      describeEvent(
        { kind: 'command', command: { type: 'moveBlock', id: 'a', parentId: 'r', index: 0 } },
        titleOf,
      ),
    ).toBe('Moved a block to position 1 in a container');
    expect(
      describeEvent(
        { kind: 'updatePage', patch: { url: '/x/', properties: { title: { value: 'X' } } } },
        titleOf,
      ),
    ).toBe('Page settings: url, title');
  });
});
