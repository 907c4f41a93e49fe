import sharp, { type OverlayOptions } from 'sharp';
import { findBaseProduct, type DesignDocument } from '../../src/studio';
import type { StudioFile } from './designsRepository';
import { printAreaSvg } from './printSvg';
import { garmentTemplateSvg, MOCKUP_SIZE, PRINT_BOX } from './garmentTemplate';

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
    const { svg, width, height } = printAreaSvg(area, document.elements);
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
 * A mockup: the garment drawn in its colour with folds and shading, the print scaled into
 * the chest box and multiplied into the fabric so the shading shows through the ink.
 */
export async function renderMockup(
  document: DesignDocument,
  print: Buffer | null,
): Promise<StudioFile> {
  const product = findBaseProduct(document.product);
  const colour = product?.colours.find((each) => each.name === document.colour)?.hex ?? '#ffffff';
  const garment = sharp(Buffer.from(garmentTemplateSvg(colour)));
  const layers: OverlayOptions[] = [];
  if (print) {
    const fitted = await sharp(print)
      .resize(PRINT_BOX.width, PRINT_BOX.height, {
        fit: 'inside',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .toBuffer();
    layers.push({ input: fitted, left: PRINT_BOX.left, top: PRINT_BOX.top });
    // The fold shading again on top, faintly, so the ink sits in the fabric.
    layers.push({ input: Buffer.from(garmentTemplateSvg(colour, true)), blend: 'multiply' });
  }
  const png = await garment.composite(layers).png().toBuffer();
  return { kind: 'mockup', area: 'front', width: MOCKUP_SIZE, height: MOCKUP_SIZE, png };
}
