import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ValidationError } from '../../src/errors';
import { contentTypeOf, type ObjectStorage } from '../storage';

/**
 * Sized variants of an uploaded image (an image asset carries a map of sizes). The original is re-encoded in its own format with metadata stripped (photos
 * carry GPS positions in EXIF) and turned upright; each variant is WebP at a standard
 * width no wider than the original. Files get random names, so they never change and
 * can be cached for a year.
 */
export const VARIANT_WIDTHS = [256, 512, 1024, 1920] as const;
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export const NOT_AN_IMAGE_MESSAGE = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image';
/**
 * The most pixels an upload may have: 50 megapixels is more than the largest print at
 * 300 DPI needs (an A2 poster is 4,961 x 7,016 = 35 MP), and keeps the memory one upload
 * costs the server bounded (sharp's own default, 268 MP, costs about 1 GB decoded).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_PIXELS_MESSAGE =
  'Images can be at most 50 megapixels (for example 8,000 x 6,250 pixels), more than any print needs at 300 DPI. Please resize it and try again';
export const DAMAGED_IMAGE_MESSAGE =
  'This image file is damaged or incomplete. Please save it again and upload the new file';

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
  options: {
    storage: ObjectStorage;
    /** Storage key folder, e.g. `uploads/12`. */
    keyPrefix: string;
    urlBase: string;
    baseName: string;
  },
): Promise<ImageVariants> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
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
  // The header is read before any pixel is decoded: an oversized image costs nothing.
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw new ValidationError(IMAGE_PIXELS_MESSAGE, [
      { field: 'file', message: IMAGE_PIXELS_MESSAGE },
    ]);
  // A file whose data stops short of its header fails here (`failOn: 'truncated'`).
  const upright = sharp(input, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'truncated',
  }).rotate();
  const originalName = `${options.baseName}.${format === 'jpeg' ? 'jpg' : format}`;
  const sizes: Record<string, string> = {};
  let original: { data: Buffer; info: OutputInfo };
  try {
    original = await upright.clone().toFormat(format).toBuffer({ resolveWithObject: true });
    for (const width of variantWidths(original.info.width)) {
      const name = `${options.baseName}-${width}.webp`;
      const variant = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      await options.storage.put(`${options.keyPrefix}/${name}`, variant, 'image/webp');
      sizes[String(width)] = `${options.urlBase}/${name}`;
    }
  } catch {
    throw new ValidationError(DAMAGED_IMAGE_MESSAGE, [
      { field: 'file', message: DAMAGED_IMAGE_MESSAGE },
    ]);
  }
  await options.storage.put(
    `${options.keyPrefix}/${originalName}`,
    original.data,
    contentTypeOf(originalName),
  );
  return {
    width: original.info.width,
    height: original.info.height,
    original: `${options.urlBase}/${originalName}`,
    sizes,
  };
}
