/**
 * Sized image variants of an image asset.
 * An asset carries its original and a map of width -> URL. Asking for a width gives the
 * exact variant if there is one, otherwise the nearest; a srcset offers a few steps.
 */

/** Srcsets default to 5 steps, never closer than 256px apart. */
export const SRCSET_STEPS = 5;
export const SRCSET_MIN_STEP = 256;

/** The parts of an image asset sizing needs (`ImageAsset` from src/model fits). */
export interface SizedImage {
  original: string;
  /** Width in pixels (as a string key, JSON's only kind) -> URL. */
  sizes?: Readonly<Record<string, string>>;
}

/** The widths an asset has variants for, ascending. */
export function variantWidths(image: SizedImage): number[] {
  return Object.keys(image.sizes ?? {})
    .map(Number)
    .filter((width) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a - b);
}

/** The variant width nearest to `width` (the larger one on a tie, so never blurrier), or undefined without variants. */
export function nearestWidth(image: SizedImage, width: number): number | undefined {
  let best: number | undefined;
  for (const candidate of variantWidths(image)) {
    if (best === undefined || Math.abs(candidate - width) <= Math.abs(best - width))
      best = candidate;
  }
  return best;
}

/** The URL of the exact variant for `width` if present, else the nearest, else the original. */
export function imageSize(image: SizedImage, width: number): string {
  const nearest = nearestWidth(image, width);
  return nearest === undefined
    ? image.original
    : (image.sizes?.[String(nearest)] ?? image.original);
}

/**
 * Srcset widths up to `maxWidth`: `steps` even steps, each at least `minStep` apart,
 * the last always `maxWidth` (1920 -> 384, 768, 1152, 1536, 1920; 600 -> 256, 512, 600).
 */
export function srcSetWidths(
  maxWidth: number,
  steps = SRCSET_STEPS,
  minStep = SRCSET_MIN_STEP,
): number[] {
  if (!(maxWidth > 0)) return [];
  const step = Math.max(minStep, Math.ceil(maxWidth / steps));
  const widths: number[] = [];
  for (let width = step; width < maxWidth && widths.length < steps - 1; width += step)
    widths.push(width);
  widths.push(Math.round(maxWidth));
  return widths;
}

/**
 * A srcset offering the asset's variants nearest to each wanted width, described by the
 * variant's real width; '' when the asset has no variants (use its original as src).
 */
export function srcSetFor(image: SizedImage, widths: readonly number[]): string {
  const entries = new Map<string, number>();
  for (const wanted of widths) {
    const width = nearestWidth(image, wanted);
    if (width === undefined) return '';
    const url = image.sizes?.[String(width)];
    if (url !== undefined && !entries.has(url)) entries.set(url, width);
  }
  return [...entries].map(([url, width]) => `${url} ${width}w`).join(', ');
}

/** The default srcset of an image shown at most `maxWidth` pixels wide. */
export function imageSrcSet(image: SizedImage, maxWidth: number): string {
  return srcSetFor(image, srcSetWidths(maxWidth));
}

/** The page's content width at its widest (the container at xl), in px. */
export const CONTENT_WIDTH = 1110;

/**
 * The `sizes` attribute of an image filling a block `columns` wide: the block's share of
 * the 6-column grid below sm, of the 12-column grid (at most the content width) above.
 */
export function blockImageSizes(columns: number): string {
  const xs = Math.round((Math.min(columns, 6) / 6) * 100);
  const share = columns / 12;
  return `(max-width: 575.98px) ${xs}vw, min(${Math.round(share * 100)}vw, ${Math.round(share * CONTENT_WIDTH)}px)`;
}
