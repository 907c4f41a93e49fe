/** Print resolution rules: files print at PRINT_DPI; images under MIN_DPI get a warning. */
export const PRINT_DPI = 300;
export const MIN_DPI = 150;
export const MM_PER_INCH = 25.4;

/** Pixels a length in millimetres takes at a resolution (rounded to whole pixels). */
export function mmToPixels(mm: number, dpi: number = PRINT_DPI): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

/** The resolution an image of `pixels` gets when printed `mm` wide. */
export function effectiveDpi(pixels: number, mm: number): number {
  return Math.floor(pixels / (mm / MM_PER_INCH));
}

/** The warning the studio shows for an image printed too large, or null when it is fine. */
export function lowResolutionWarning(
  pixelWidth: number,
  pixelHeight: number,
  widthMm: number,
  heightMm: number,
): string | null {
  const dpi = Math.min(effectiveDpi(pixelWidth, widthMm), effectiveDpi(pixelHeight, heightMm));
  return dpi < MIN_DPI
    ? `This image is ${dpi} DPI at this size; below ${MIN_DPI} DPI it may print blurry. Make it smaller or upload a larger image.`
    : null;
}
