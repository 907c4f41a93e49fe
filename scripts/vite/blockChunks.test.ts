import { describe, expect, it } from 'vitest';
import { blockChunksOf } from './blockChunks';

describe('blockChunksOf', () => {
  const chunks = [
    {
      fileName: 'assets/runtime-1.js',
      moduleIds: ['/app/runtime/entry-client.tsx', '/app/runtime/blocks/components.ts'],
      imports: ['assets/framework-2.js'],
    },
    {
      fileName: 'assets/framework-2.js',
      moduleIds: ['/app/node_modules/react/index.js'],
      imports: [],
    },
    {
      fileName: 'assets/view-6.js',
      moduleIds: ['/app/blocks/banner/view.ts'],
      imports: ['assets/Banner-3.js'],
    },
    {
      fileName: 'assets/Banner-3.js',
      moduleIds: ['/app/blocks/banner/Banner.tsx', '/app/blocks/banner/styles.ts'],
      imports: ['assets/framework-2.js', 'assets/Icon-4.js'],
    },
    {
      fileName: 'assets/Icon-4.js',
      moduleIds: ['/app/src/ui/Icon.tsx'],
      imports: ['assets/framework-2.js'],
    },
    {
      fileName: 'assets/Spacer-5.js',
      moduleIds: ['/app/blocks/spacer/view.ts', '/app/blocks/spacer/Spacer.tsx'],
      imports: [],
    },
  ];

  it("maps each loaded view's type (read from its path, blocks/<type>/view.ts) to its chunk and every chunk that imports, once each", () => {
    expect(
      blockChunksOf(chunks, ['/app/blocks/banner/view.ts', '/app/blocks/spacer/view.ts']),
    ).toEqual({
      banner: [
        '/assets/view-6.js',
        '/assets/Banner-3.js',
        '/assets/framework-2.js',
        '/assets/Icon-4.js',
      ],
      spacer: ['/assets/Spacer-5.js'],
    });
  });

  it('skips a module no chunk holds, and one that is not a view file', () => {
    expect(
      blockChunksOf(chunks, ['/app/blocks/gone/view.ts', '/app/blocks/banner/Banner.tsx']),
    ).toEqual({});
  });
});
