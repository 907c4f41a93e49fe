import sharp from 'sharp';
import { findBaseProduct, type DesignDocument } from '../../src/designs';
import type { StudioFile } from './designsRepository';
import { installPrintFonts, printFontAdvances } from './printFonts';
import { printAreaSvg } from './printSvg';
import { isGarmentKind, MOCKUP_SIZE, mockupSvg, type MockupPrint } from '../../src/mockups';

// Before any text is drawn: fontconfig reads its configuration once per process.
installPrintFonts();

/** Twice the largest print area on the 800 px mockup: sharp enough, small to embed. */
const MOCKUP_PRINT_PIXELS = 1000;

/**
 * The files the factory prints from: one transparent 300 DPI PNG per print area that has
 * something on it, plus a mockup (the front, or the only area, on the garment).
 */
export async function renderPrintFiles(document: DesignDocument): Promise<StudioFile[]> {
  const product = findBaseProduct(document.product);
  if (!product) return [];
  const used = product.areas.filter((area) =>
    document.elements.some((element) => element.area === area.name),
  );
  const files: StudioFile[] = [];
  for (const area of used) {
    const { svg, width, height } = printAreaSvg(
      area,
      document.elements,
      undefined,
      printFontAdvances,
    );
    // density 72: one SVG unit is one output pixel, so the PNG is exactly width x height.
    const png = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
      .png()
      .toBuffer();
    files.push({ kind: 'print', area: area.name, width, height, png });
  }
  const shown = files.find((file) => file.area === 'front') ?? files[0];
  files.push(await renderMockup(document, shown?.png ?? null));
  return files;
}

/**
 * A mockup: the product in its colour from the shared mockup generator (server/mockups),
 * the print fitted into its print area, warped a little by the fabric and shaded by its
 * folds. The print is scaled down first: the mockup is 800 px, the print file 300 DPI.
 */
export async function renderMockup(
  document: DesignDocument,
  print: Buffer | null,
): Promise<StudioFile> {
  const product = findBaseProduct(document.product);
  const colour = product?.colours.find((each) => each.name === document.colour)?.hex ?? '#ffffff';
  const kind = product && isGarmentKind(product.kind) ? product.kind : 't-shirt';
  let shown: MockupPrint | null = null;
  if (print) {
    const { data, info } = await sharp(print, { limitInputPixels: false })
      .resize(MOCKUP_PRINT_PIXELS, MOCKUP_PRINT_PIXELS, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    shown = {
      href: `data:image/png;base64,${data.toString('base64')}`,
      width: info.width,
      height: info.height,
    };
  }
  const png = await sharp(Buffer.from(mockupSvg(kind, colour, shown)))
    .png()
    .toBuffer();
  return { kind: 'mockup', area: 'front', width: MOCKUP_SIZE, height: MOCKUP_SIZE, png };
}
