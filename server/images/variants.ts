import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../../src/errors';

/**
 * Sized variants of an uploaded image (an image asset carries a map of sizes). The original is re-encoded in its own format with metadata stripped (photos
 * carry GPS positions in EXIF) and turned upright; each variant is WebP at a standard
 * width no wider than the original. Files get random names, so they never change and
 * can be cached for a year.
 */
export const VARIANT_WIDTHS = [256, 512, 1024, 1920] as const;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export const NOT_AN_IMAGE_MESSAGE = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image';

export interface ImageVariants {
  width: number;
  height: number;
  /** URL of the original. */
  original: string;
  /** Width -> URL. */
  sizes: Record<string, string>;
}

/** The widths to make for an image `width` pixels wide: never upscaled, at least one. */
export function variantWidths(width: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((each) => each <= width);
  return fitting.length > 0 ? fitting : [width];
}

export async function writeImageVariants(
  input: Buffer,
  options: { dir: string; urlBase: string; baseName: string },
): Promise<ImageVariants> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new ValidationError(NOT_AN_IMAGE_MESSAGE, [
      { field: 'file', message: NOT_AN_IMAGE_MESSAGE },
    ]);
  }
  const format = metadata.format as (typeof ACCEPTED_FORMATS)[number] | undefined;
  if (!format || !ACCEPTED_FORMATS.includes(format) || !metadata.width || !metadata.height) {
    throw new ValidationError(NOT_AN_IMAGE_MESSAGE, [
      { field: 'file', message: NOT_AN_IMAGE_MESSAGE },
    ]);
  }
  await mkdir(options.dir, { recursive: true });
  const upright = sharp(input).rotate();
  const originalName = `${options.baseName}.${format === 'jpeg' ? 'jpg' : format}`;
  const original = await upright.clone().toFormat(format).toBuffer({ resolveWithObject: true });
  await writeFile(join(options.dir, originalName), original.data);
  const sizes: Record<string, string> = {};
  for (const width of variantWidths(original.info.width)) {
    const name = `${options.baseName}-${width}.webp`;
    await upright
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(join(options.dir, name));
    sizes[String(width)] = `${options.urlBase}/${name}`;
  }
  return {
    width: original.info.width,
    height: original.info.height,
    original: `${options.urlBase}/${originalName}`,
    sizes,
  };
}
