import { describe, expect, it } from 'vitest';
import { lazyChunksWithCss } from './plainDynamicImports';

describe('lazyChunksWithCss', () => {
  it('names the chunks that are not entries and import CSS', () => {
    expect(
      lazyChunksWithCss([
        {
          fileName: 'assets/editor-1.js',
          isEntry: true,
          importedCss: new Set(['assets/editor-1.css']),
        },
        { fileName: 'assets/Banner-2.js', isEntry: false, importedCss: new Set() },
        {
          fileName: 'assets/Chart-3.js',
          isEntry: false,
          importedCss: new Set(['assets/Chart-3.css']),
        },
      ]),
    ).toEqual(['assets/Chart-3.js']);
  });
});
