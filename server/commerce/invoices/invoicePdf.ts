import PDFDocument from 'pdfkit';
import { countryName } from '../../../src/commerce/shipping';
import { formatMinor } from '../../../src/commerce/formatMinor';
import { invoiceLabel, type InvoiceLine, type InvoiceView } from '../../../src/commerce/invoice';

/**
 * Draws an invoice as an A4 PDF with pdfkit's built-in Helvetica (no font files to ship).
 * Every figure comes from the invoice view, so the PDF and the /invoice page agree.
 */
const COLUMNS = [
  { title: 'Item', x: 50, width: 190, align: 'left' },
  { title: 'Qty', x: 240, width: 35, align: 'right' },
  { title: 'Net', x: 280, width: 70, align: 'right' },
  { title: 'VAT rate', x: 355, width: 55, align: 'right' },
  { title: 'VAT', x: 415, width: 60, align: 'right' },
  { title: 'Gross', x: 480, width: 65, align: 'right' },
] as const;

const invoiceDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoiceLabel(invoice.number)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const { seller } = invoice;

  doc.font('Helvetica-Bold').fontSize(20).text('Invoice', 50, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoiceLabel(invoice.number)}`);
  doc.text(`Invoice date: ${invoiceDate(invoice.date)}`);
  doc.text(`Order reference: ${invoice.orderHash.slice(0, 8).toUpperCase()}`);

  doc.font('Helvetica-Bold').text(seller.legalName, 320, 50, { width: 225, align: 'right' });
  doc.font('Helvetica');
  for (const line of [
    seller.legalName !== seller.name ? `Trading as ${seller.name}` : '',
    seller.address,
    seller.email,
    seller.vatNumber ? `VAT number: ${seller.vatNumber}` : '',
    seller.companyNumber ? `Company number: ${seller.companyNumber}` : '',
  ].filter((each) => each !== ''))
    doc.text(line, { width: 225, align: 'right' });

  const billing = invoice.billingAddress;
  doc.font('Helvetica-Bold').text('Billed to', 50, 170);
  doc.font('Helvetica');
  for (const line of [
    billing.name,
    billing.company,
    billing.street,
    billing.city,
    billing.state,
    billing.zip,
    countryName(billing.country),
    invoice.billingEmail,
  ].filter((each): each is string => Boolean(each)))
    doc.text(line);

  let y = Math.max(doc.y + 20, 290);
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: COLUMNS[index]!.width }),
    );
    if (y + Math.max(...heights) > doc.page.height - 60) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      doc.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    y += Math.max(...heights) + 6;
  };
  const lineCells = (line: InvoiceLine) => [
    line.description,
    String(line.quantity),
    money(line.net),
    `${line.ratePercent}%`,
    money(line.vat),
    money(line.gross),
  ];

  row(
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const line of invoice.lines) row(lineCells(line));
  if (invoice.shipping) row(lineCells(invoice.shipping));
  y += 6;
  if (invoice.discount > 0)
    row([
      `Discount${invoice.coupon ? ` (${invoice.coupon})` : ''}, included above: ${money(invoice.discount)}`,
      '',
      '',
      '',
      '',
      '',
    ]);
  row(
    [
      'Total',
      '',
      money(invoice.totals.net),
      '',
      money(invoice.totals.vat),
      money(invoice.totals.gross),
    ],
    true,
  );

  y += 14;
  doc.font('Helvetica-Bold').text('VAT breakdown', 50, y);
  y = doc.y + 6;
  row(['Rate', '', 'Net', '', 'VAT', 'Gross'], true);
  for (const rate of invoice.vatBreakdown)
    row([
      `VAT at ${rate.ratePercent}%`,
      '',
      money(rate.net),
      '',
      money(rate.vat),
      money(rate.gross),
    ]);

  doc.end();
  return done;
}
