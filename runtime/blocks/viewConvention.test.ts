import { describe, expect, it } from 'vitest';
import { blockTypeOfView, viewLoadersOf } from './viewConvention';

describe('the view file convention', () => {
  it('reads the type from a view file path, relative or absolute, and nothing else', () => {
    expect(blockTypeOfView('../../blocks/pod/view.ts')).toBe('pod');
    expect(blockTypeOfView('/app/blocks/textBlock/view.ts')).toBe('textBlock');
    expect(blockTypeOfView('/app/blocks/pod/Pod.tsx')).toBeUndefined();
    expect(blockTypeOfView('/app/blocks/pod/view.tsx')).toBeUndefined();
    expect(blockTypeOfView('/app/runtime/pod/view.ts')).toBeUndefined();
  });

  it('keys the loaders a glob found by type', () => {
    const load = async () => 'Pod';
    expect(
      viewLoadersOf({ '../../blocks/pod/view.ts': load, '../../blocks/pod/other.ts': load }),
    ).toStrictEqual({ pod: load });
  });
});
