import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockComponentLoaders } from '../../runtime/blocks/components';
import { blockChunksOf } from './blockChunks';

describe('blockChunksOf', () => {
  const chunks = [
    { fileName: 'assets/runtime-1.js', moduleIds: ['/app/runtime/entry-client.tsx', '/app/runtime/blocks/components.ts'], imports: ['assets/framework-2.js'] },
    { fileName: 'assets/framework-2.js', moduleIds: ['/app/node_modules/react/index.js'], imports: [] },
    { fileName: 'assets/Banner-3.js', moduleIds: ['/app/blocks/banner/Banner.tsx', '/app/blocks/banner/styles.ts'], imports: ['assets/framework-2.js', 'assets/Icon-4.js'] },
    { fileName: 'assets/Icon-4.js', moduleIds: ['/app/src/ui/Icon.tsx'], imports: ['assets/framework-2.js'] },
    { fileName: 'assets/Spacer-5.js', moduleIds: ['/app/blocks/spacer/Spacer.tsx'], imports: [] },
  ];

  it("maps each loaded component's type to its chunk and every chunk that imports, once each", () => {
    expect(blockChunksOf(chunks, ['/app/blocks/banner/Banner.tsx', '/app/blocks/spacer/Spacer.tsx'])).toEqual({
      banner: ['/assets/Banner-3.js', '/assets/framework-2.js', '/assets/Icon-4.js'],
      spacer: ['/assets/Spacer-5.js'],
    });
  });

  it('skips a module no chunk holds', () => {
    expect(blockChunksOf(chunks, ['/app/blocks/gone/Gone.tsx'])).toEqual({});
  });
});

describe('the component loaders', () => {
  it("load each type's component from the block folder named as the type (the build reads the type from the path)", () => {
    const source = readFileSync(join(import.meta.dirname, '../../runtime/blocks/components.ts'), 'utf8');
    for (const type of Object.keys(blockComponentLoaders)) {
      expect(source).toMatch(new RegExp(`\\n  ${type}: \\(\\) => import\\('\\.\\./\\.\\./blocks/${type}/[A-Za-z0-9]+'\\)`));
    }
  });
});
