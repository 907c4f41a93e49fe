import { describe, expect, it } from 'vitest';
import { formatBuildSummary, summariseBuild } from './summary';

describe('build summary', () => {
  const files = [
    { path: 'assets/runtime-a.js', bytes: 10_240 },
    { path: 'assets/runtime-a.js.br', bytes: 3_072 },
    { path: 'assets/runtime-a.js.gz', bytes: 4_096 },
    { path: 'assets/Banner-b.js', bytes: 2_048 },
    { path: 'assets/Banner-b.js.br', bytes: 1_024 },
    { path: 'assets/runtime-c.css', bytes: 5_120 },
    { path: '.vite/manifest.json', bytes: 1_024 },
  ];

  it('groups files by kind and counts each precompressed sibling towards its original', () => {
    expect(summariseBuild(files)).toEqual([
      { kind: 'JavaScript', files: 2, bytes: 12_288, brotliBytes: 4_096 },
      { kind: 'CSS', files: 1, bytes: 5_120, brotliBytes: null },
      { kind: 'other', files: 1, bytes: 1_024, brotliBytes: null },
    ]);
  });

  it('prints one line per kind under a heading with the time taken', () => {
    expect(formatBuildSummary(summariseBuild(files), 12.34)).toBe(
      [
        'build: written to dist/ in 12.3 s',
        '  JavaScript    2 files  12 KiB (4 KiB brotli)',
        '  CSS           1 files  5 KiB',
        '  other         1 files  1 KiB',
      ].join('\n'),
    );
  });
});
