import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { labelBarcodeText } from '../../src/backOffice';

/** What a factory label shows: the item, which unit, the order and a scannable label id. */
export interface LabelSheet {
  labelId: number;
  orderId: number;
  itemName: string;
  options: Record<string, string>;
  counter: number;
  quantity: number;
  timesPrinted: number;
  /** The shelf slot the blank is picked from ('' when not assigned). */
  pickface: string;
  pretreats: number;
}

/** A 4x6 inch label (the factory's thermal printers) with a Code 128 barcode of the label id. */
export async function labelPdf(sheet: LabelSheet): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: labelBarcodeText(sheet.labelId),
    scale: 3,
    height: 15,
    includetext: true,
    textxalign: 'center',
  });
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 18,
    info: { Title: `Factory label ${sheet.labelId}`, Author: 'Omnis Atlas' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(`Order ${sheet.orderId}`);
  // The picker reads the pickface first: it says where the blank garment is.
  doc.fontSize(14).text(`Pickface ${sheet.pickface || 'not assigned'}`);
  doc.font('Helvetica').fontSize(12).text(sheet.itemName);
  for (const [name, value] of Object.entries(sheet.options)) doc.text(`${name}: ${value}`);
  doc.text(`Unit ${sheet.counter} of ${sheet.quantity}`);
  // A reprint says so, so the factory knows a second copy exists.
  if (sheet.timesPrinted > 1) doc.text(`Reprint (${sheet.timesPrinted})`);
  doc.text(sheet.pretreats > 0 ? `Pretreated (${sheet.pretreats})` : 'Not pretreated');
  doc.moveDown().image(barcode, { fit: [252, 120], align: 'center' });
  doc.end();
  return done;
}
