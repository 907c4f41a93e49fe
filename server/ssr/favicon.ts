import sharp from 'sharp';

/** The platform's default favicon (a store's own favicon comes with its core data). */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#00a84f"/><circle cx="32" cy="32" r="16" fill="none" stroke="#fff" stroke-width="7"/></svg>';

let cached: Promise<Buffer> | undefined;
export const faviconPng = (): Promise<Buffer> =>
  (cached ??= sharp(Buffer.from(ICON_SVG)).resize(64, 64).png().toBuffer());
