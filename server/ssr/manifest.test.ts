import { describe, expect, it } from 'vitest';
import { entryAssets, type Manifest } from './manifest';

const manifest: Manifest = {
  'runtime/entry-client.tsx': { file: 'assets/runtime-abc.js', isEntry: true, css: ['assets/runtime-abc.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-123.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-9.js', css: ['assets/shared-9.css'], imports: ['_react.js'] },
  'editor/entry.tsx': { file: 'assets/editor-def.js', isEntry: true, imports: ['_react.js'] },
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
