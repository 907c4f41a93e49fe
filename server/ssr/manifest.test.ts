import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blockPreload,
  EDITOR_MANIFEST_FILE,
  entryAssets,
  readManifest,
  type BlockChunks,
  type Manifest,
} from './manifest';

const manifest: Manifest = {
  'runtime/entry-client.tsx': {
    file: 'assets/runtime-abc.js',
    isEntry: true,
    css: ['assets/runtime-abc.css'],
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react-123.js', imports: ['_shared.js'] },
  '_shared.js': {
    file: 'assets/shared-9.js',
    css: ['assets/shared-9.css'],
    imports: ['_react.js'],
  },
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
    expect(blockPreload(chunks, ['banner', 'button'], entry)).toEqual([
      '/assets/Banner-1.js',
      '/assets/Icon-7.js',
      '/assets/Button-2.js',
    ]);
  });

  it('skips a type the build has no chunks for', () => {
    expect(blockPreload(chunks, ['unknown'], entry)).toEqual([]);
  });
});

describe('readManifest', () => {
  const withBuild = (files: Record<string, Manifest>, read: (clientDir: string) => void) => {
    const clientDir = mkdtempSync(join(tmpdir(), 'omnis-manifest-'));
    try {
      mkdirSync(join(clientDir, '.vite'));
      for (const [file, manifest] of Object.entries(files))
        writeFileSync(join(clientDir, file), JSON.stringify(manifest));
      read(clientDir);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  };

  it("takes the dashboard's entry from its own build, and the storefront's from the main one", () => {
    const editorBuild: Manifest = {
      'dashboard/entry.tsx': {
        file: 'assets/dashboard-new.js',
        isEntry: true,
        imports: ['_framework-2.js'],
      },
      '_framework-2.js': { file: 'assets/framework-2.js' },
    };
    withBuild(
      { '.vite/manifest.json': manifest, [EDITOR_MANIFEST_FILE]: editorBuild },
      (clientDir) => {
        const read = readManifest(clientDir)!;
        expect(entryAssets(read, 'dashboard/entry.tsx')).toEqual({
          scripts: ['/assets/dashboard-new.js'],
          styles: [],
          preload: ['/assets/framework-2.js'],
        });
        expect(entryAssets(read, 'runtime/entry-client.tsx').scripts).toEqual([
          '/assets/runtime-abc.js',
        ]);
      },
    );
  });

  it('reads a build without an editor manifest as before, and no build as null', () => {
    withBuild({ '.vite/manifest.json': manifest }, (clientDir) =>
      expect(readManifest(clientDir)).toEqual(manifest),
    );
    withBuild({}, (clientDir) => expect(readManifest(clientDir)).toBeNull());
  });
});
