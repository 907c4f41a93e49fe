import PDFDocument from 'pdfkit';
import type { Address } from '../../../src/commerce';
import { countryName } from '../../../src/commerce/shipping';

/**
 * The return label as a PDF (pdfkit): the store's return address large enough to stick
 * on a parcel, the sender, and the order reference and return number that tell the
 * returns desk which order it belongs to, with what is inside.
 */
export interface ReturnLabel {
  storeName: string;
  returnAddress: readonly string[];
  orderReference: string;
  returnId: number;
  from: Address;
  lines: { name: string; quantity: number }[];
  reason: string;
  createdAt: string;
}

const addressLines = (address: Address): string[] =>
  [
    address.name,
    address.company,
    address.street,
    address.city,
    address.state,
    address.zip,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));

export function returnLabelPdf(label: ReturnLabel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Return label ${label.orderReference}`, Author: label.storeName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).font('Helvetica-Bold').text('Return label');
  doc.moveDown(0.5).fontSize(11).font('Helvetica').text(`Order reference: ${label.orderReference}`);
  doc.text(`Return number: ${label.returnId}`);
  doc.text(`Date: ${label.createdAt.slice(0, 10)}`);

  doc.moveDown(1.5).rect(56, doc.y, 483, 170).lineWidth(2).stroke();
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text('Deliver to', 72);
  doc.font('Helvetica-Bold').fontSize(16);
  for (const line of label.returnAddress) doc.text(line, 72);
  doc.fontSize(12).text(`Ref: ${label.orderReference}`, 72);
  doc.y = Math.max(doc.y, 0);
  doc.moveDown(3);

  doc.font('Helvetica-Bold').fontSize(12).text('From', 56);
  doc.font('Helvetica').fontSize(11);
  for (const line of addressLines(label.from)) doc.text(line);

  doc.moveDown().font('Helvetica-Bold').fontSize(12).text('In this parcel');
  doc.font('Helvetica').fontSize(11);
  for (const line of label.lines) doc.text(`${line.quantity} × ${line.name}`);
  doc.moveDown().text(`Reason: ${label.reason}`);
  doc
    .moveDown()
    .fontSize(10)
    .text(
      'Print this label, stick it on the parcel so the whole address shows, and put the order reference inside too.',
    );
  doc.end();
  return done;
}
