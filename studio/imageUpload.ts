import { sanitizeSvg } from '../src/sanitize';

/**
 * An uploaded file as the design stores it: a base64 data URL and its pixel size. PNG and
 * JPEG are read as they are; an SVG is sanitised first (the server sanitises it again).
 */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const UPLOAD_TYPE_MESSAGE = 'Upload a PNG, JPEG or SVG';
/** An SVG without a pixel size is treated as this wide. */
const SVG_FALLBACK_PX = 1000;

export interface UploadedImage {
  src: string;
  pixelWidth: number;
  pixelHeight: number;
}

const readAs = (file: File, how: 'text' | 'dataUrl') =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (how === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });

const naturalSize = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(UPLOAD_TYPE_MESSAGE));
    image.src = src;
  });

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export async function readUpload(file: File): Promise<UploadedImage> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    throw new Error(UPLOAD_TYPE_MESSAGE);
  const src =
    file.type === 'image/svg+xml'
      ? `data:image/svg+xml;base64,${toBase64(sanitizeSvg(await readAs(file, 'text')))}`
      : await readAs(file, 'dataUrl');
  const size = await naturalSize(src);
  return {
    src,
    pixelWidth: size.width || SVG_FALLBACK_PX,
    pixelHeight: size.height || SVG_FALLBACK_PX,
  };
}

/**
 * One of the store's graphics as the design stores it. PNG, JPEG and SVG files are read as
 * an upload is; another format the library keeps (WebP, GIF, AVIF) is redrawn as a PNG at
 * its own size, since a design holds only the three formats the printer takes.
 */
export async function readGraphic(url: string, name: string): Promise<UploadedImage> {
  const response = await fetch(url);
  if (!response.ok) throw new Error('This graphic could not be loaded');
  const blob = await response.blob();
  if ((UPLOAD_TYPES as readonly string[]).includes(blob.type))
    return readUpload(new File([blob], name, { type: blob.type }));
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return {
    src: canvas.toDataURL('image/png'),
    pixelWidth: bitmap.width,
    pixelHeight: bitmap.height,
  };
}
