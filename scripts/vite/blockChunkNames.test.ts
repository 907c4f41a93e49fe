import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { componentChunkName, withComponentNames } from './blockChunkNames';

const chunk = (facadeModuleId: string | null): Rolldown.PreRenderedChunk => ({
  name: 'view',
  isEntry: false,
  isDynamicEntry: true,
  facadeModuleId,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  exports: ['default'],
});

describe('componentChunkName', () => {
  it('names a block view after the one module it re-exports', () => {
    expect(
      componentChunkName('/app/blocks/banner/view.ts', ['/app/blocks/banner/Banner.tsx']),
    ).toBe('Banner');
    expect(
      componentChunkName('/app/blocks/textBlock/view.ts', [
        '/app/blocks/textBlock/TextBlockView.tsx',
      ]),
    ).toBe('TextBlockView');
  });

  it('leaves any other module, and a view importing other than one module, to the bundler', () => {
    expect(componentChunkName('/app/blocks/banner/Banner.tsx', ['/app/src/ui/Icon.tsx'])).toBe(
      undefined,
    );
    expect(componentChunkName('/app/blocks/banner/view.ts', [])).toBe(undefined);
    expect(
      componentChunkName('/app/blocks/banner/view.ts', [
        '/app/blocks/banner/Banner.tsx',
        '/app/blocks/banner/rules.ts',
      ]),
    ).toBe(undefined);
  });
});

describe('withComponentNames', () => {
  const names = new Map([['/app/blocks/banner/view.ts', 'Banner']]);

  it('puts the component’s name in the pattern of a chunk entered at a named view', () => {
    const fileNames = withComponentNames('assets/[name]-[hash].js', names);
    expect(typeof fileNames === 'function' && fileNames(chunk('/app/blocks/banner/view.ts'))).toBe(
      'assets/Banner-[hash].js',
    );
  });

  it('keeps the pattern, or what a pattern function answers, for every other chunk', () => {
    const fixed = withComponentNames('assets/[name]-[hash].js', names);
    expect(typeof fixed === 'function' && fixed(chunk('/app/blocks/spacer/view.ts'))).toBe(
      'assets/[name]-[hash].js',
    );
    expect(typeof fixed === 'function' && fixed(chunk(null))).toBe('assets/[name]-[hash].js');
    const computed = withComponentNames(
      (each) => `js/${each.isEntry ? 'e' : 'c'}/[name].js`,
      names,
    );
    expect(typeof computed === 'function' && computed(chunk('/app/blocks/banner/view.ts'))).toBe(
      'js/c/Banner.js',
    );
  });
});
