import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors';
import { localDiskStorage } from '../storage';
import { variantWidths, writeImageVariants } from './variants';

const dir = mkdtempSync(join(tmpdir(), 'omnis-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('image variants', () => {
  it('never upscales and always makes at least one size', () => {
    expect(variantWidths(3000)).toEqual([256, 512, 1024, 1920]);
    expect(variantWidths(600)).toEqual([256, 512]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it('writes the original and WebP variants of the right widths', async () => {
    const result = await writeImageVariants(await png(700, 350), {
      storage: localDiskStorage(dir),
      keyPrefix: 'uploads/1',
      urlBase: '/uploads/1',
      baseName: 'abc',
    });
    expect(result).toEqual({
      width: 700,
      height: 350,
      original: '/uploads/1/abc.png',
      sizes: { '256': '/uploads/1/abc-256.webp', '512': '/uploads/1/abc-512.webp' },
    });
    expect(readdirSync(join(dir, 'uploads', '1')).sort()).toEqual([
      'abc-256.webp',
      'abc-512.webp',
      'abc.png',
    ]);
    expect((await sharp(join(dir, 'uploads', '1', 'abc-256.webp')).metadata()).width).toBe(256);
  });

  it('refuses what is not an image', async () => {
    await expect(
      writeImageVariants(Buffer.from('<svg onload=alert(1)>'), {
        storage: localDiskStorage(dir),
        keyPrefix: 'u',
        urlBase: '/u',
        baseName: 'x',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
