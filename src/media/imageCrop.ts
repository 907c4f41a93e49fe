/**
 * The crop of an image written into its URL. The storefront spec says image URLs take
 * padding, zoom and focal point, the focal point from 0 to 1 and zoom not below 0; the
 * image server reads them as the query parameters `zoom`, `focalX` and `focalY`.
 */
export interface ImageCrop {
  /** 1 shows the whole image; 2 shows half its width around the focal point. */
  zoom: number;
  /** The point kept in view, as fractions of the width and height (0 to 1). */
  focalX: number;
  focalY: number;
}

/** The crop an image has until the seller crops it: whole, centred. */
export const UNCROPPED: ImageCrop = { zoom: 1, focalX: 0.5, focalY: 0.5 };

/** A cropped area in percent of the image, as the cropper reports it. */
export interface CropAreaPercent {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Three decimals: finer than a pixel on any image we serve, and short URLs. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The crop whose focal point is the centre of `area`, clamped to the spec's ranges. */
export function cropFromArea(area: CropAreaPercent, zoom: number): ImageCrop {
  return {
    zoom: round(Math.max(0, zoom)),
    focalX: round(clamp((area.x + area.width / 2) / 100, 0, 1)),
    focalY: round(clamp((area.y + area.height / 2) / 100, 0, 1)),
  };
}

/**
 * The area (in percent, at the image's own aspect) that `crop` shows: the cropper's
 * starting selection when a cropped image is opened again. Kept inside the image.
 */
export function areaFromCrop(crop: ImageCrop): CropAreaPercent {
  const size = 100 / Math.max(1, crop.zoom);
  const place = (focal: number) => round(clamp(focal * 100 - size / 2, 0, 100 - size));
  return { x: place(crop.focalX), y: place(crop.focalY), width: round(size), height: round(size) };
}

const PARAMS = ['zoom', 'focalX', 'focalY'] as const;

function parse(url: string): URL {
  // A relative URL (an uploaded original) is parsed against a placeholder origin.
  return new URL(url, 'http://relative.invalid');
}

function serialise(parsed: URL, original: string): string {
  if (parsed.origin !== 'http://relative.invalid') return parsed.toString();
  const path = original.startsWith('/') ? parsed.pathname : parsed.pathname.slice(1);
  return `${path}${parsed.search}${parsed.hash}`;
}

/** `url` with the crop's parameters set (an uncropped image carries none). */
export function withImageCrop(url: string, crop: ImageCrop): string {
  const parsed = parse(url);
  const safe = cropFromValues(crop);
  for (const name of PARAMS) parsed.searchParams.delete(name);
  if (
    safe.zoom !== UNCROPPED.zoom ||
    safe.focalX !== UNCROPPED.focalX ||
    safe.focalY !== UNCROPPED.focalY
  ) {
    for (const name of PARAMS) parsed.searchParams.set(name, String(safe[name]));
  }
  return serialise(parsed, url);
}

/** The crop written in `url`, or the uncropped defaults for parameters it lacks or garbles. */
/** `url` without crop parameters: the original the cropper works on. */
export function withoutImageCrop(url: string): string {
  return withImageCrop(url, UNCROPPED);
}

export function readImageCrop(url: string): ImageCrop {
  const params = parse(url).searchParams;
  const read = (name: (typeof PARAMS)[number]) => {
    const value = Number(params.get(name) ?? Number.NaN);
    return Number.isFinite(value) ? value : UNCROPPED[name];
  };
  return cropFromValues({ zoom: read('zoom'), focalX: read('focalX'), focalY: read('focalY') });
}

function cropFromValues(crop: ImageCrop): ImageCrop {
  return {
    zoom: round(Math.max(0, crop.zoom)),
    focalX: round(clamp(crop.focalX, 0, 1)),
    focalY: round(clamp(crop.focalY, 0, 1)),
  };
}
