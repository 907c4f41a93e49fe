import { describe, expect, it } from 'vitest';
import { blockPreload, entryAssets, type BlockChunks, type Manifest } from './manifest';

const manifest: Manifest = {
  'runtime/entry-client.tsx': { file: 'assets/runtime-abc.js', isEntry: true, css: ['assets/runtime-abc.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-123.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-9.js', css: ['assets/shared-9.css'], imports: ['_react.js'] },
  'dashboard/entry.tsx': { file: 'assets/dashboard-def.js', isEntry: true, imports: ['_react.js'] },
};

describe('entryAssets', () => {
  it('lists the entry script, every stylesheet reached and the imports to preload, cycles included', () => {
    expect(entryAssets(manifest, 'runtime/entry-client.tsx')).toEqual({
      scripts: ['/assets/runtime-abc.js'],
      styles: ['/assets/runtime-abc.css', '/assets/shared-9.css'],
      preload: ['/assets/react-123.js', '/assets/shared-9.js'],
    });
  });

  it('answers nothing for an entry the build does not have', () => {
    expect(entryAssets(manifest, 'missing.tsx')).toEqual({ scripts: [], styles: [], preload: [] });
  });
});

describe('blockPreload', () => {
  const chunks: BlockChunks = {
    banner: ['/assets/Banner-1.js', '/assets/react-123.js', '/assets/Icon-7.js'],
    button: ['/assets/Button-2.js', '/assets/Icon-7.js'],
  };
  const entry = entryAssets(manifest, 'runtime/entry-client.tsx');

  it("lists the page's block chunks once each, less what the entry loads", () => {
    expect(blockPreload(chunks, ['banner', 'button'], entry)).toEqual(['/assets/Banner-1.js', '/assets/Icon-7.js', '/assets/Button-2.js']);
  });

  it('skips a type the build has no chunks for', () => {
    expect(blockPreload(chunks, ['unknown'], entry)).toEqual([]);
  });
});
