import { Link, useParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { invoicePdfHref } from '../../src/api/orders';
import { formatMinor } from '../../src/commerce/formatMinor';
import { invoiceLabel, type InvoiceLine, type InvoiceView } from '../../src/commerce/invoice';
import { countryName } from '../../src/commerce/shipping';
import { useLoad } from './useLoad';
import { useOrdersClient } from './useOrdersClient';

const invoiceDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function LineRow({ line, money }: { line: InvoiceLine; money: (minor: number) => string }) {
  return (
    <tr>
      <th scope="row">{line.description}</th>
      <td>{line.quantity}</td>
      <td>{money(line.net)}</td>
      <td>{line.ratePercent}%</td>
      <td>{money(line.vat)}</td>
      <td>{money(line.gross)}</td>
    </tr>
  );
}

function Invoice({ invoice }: { invoice: InvoiceView }) {
  const money = (minor: number) => formatMinor(minor, invoice.currency);
  const { seller, billingAddress: billing } = invoice;
  return (
    <>
      <h1>Invoice {invoiceLabel(invoice.number)}</h1>
      <div className="sf-invoice-parties">
        <div>
          <h2>From</h2>
          <address>
            <strong>{seller.legalName}</strong>
            {seller.legalName !== seller.name ? <span>Trading as {seller.name}</span> : null}
            {seller.address ? <span>{seller.address}</span> : null}
            {seller.email ? <span>{seller.email}</span> : null}
          </address>
          {seller.vatNumber ? <p>VAT number: {seller.vatNumber}</p> : null}
          {seller.companyNumber ? <p>Company number: {seller.companyNumber}</p> : null}
        </div>
        <div>
          <h2>Billed to</h2>
          <address>
            {[
              billing.name,
              billing.company,
              billing.street,
              billing.city,
              billing.state,
              billing.zip,
              countryName(billing.country),
              invoice.billingEmail,
            ]
              .filter((line) => line)
              .map((line, index) => (
                <span key={index}>{line}</span>
              ))}
          </address>
        </div>
      </div>
      <dl className="sf-receipt-facts">
        <div>
          <dt>Invoice number</dt>
          <dd>{invoiceLabel(invoice.number)}</dd>
        </div>
        <div>
          <dt>Invoice date</dt>
          <dd>{invoiceDate(invoice.date)}</dd>
        </div>
        <div>
          <dt>Order reference</dt>
          <dd>{invoice.orderHash.slice(0, 8).toUpperCase()}</dd>
        </div>
      </dl>
      <table className="sf-invoice-table">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Net</th>
            <th scope="col">VAT rate</th>
            <th scope="col">VAT</th>
            <th scope="col">Gross</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <LineRow key={index} line={line} money={money} />
          ))}
          {invoice.shipping ? <LineRow line={invoice.shipping} money={money} /> : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>{money(invoice.totals.net)}</td>
            <td />
            <td>{money(invoice.totals.vat)}</td>
            <td>{money(invoice.totals.gross)}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.discount > 0 ? (
        <p>
          Discount{invoice.coupon ? ` (${invoice.coupon})` : ''}, included in the lines above:{' '}
          {money(invoice.discount)}
        </p>
      ) : null}
      <table className="sf-invoice-table">
        <caption>VAT breakdown</caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">Net</th>
            <th scope="col">VAT</th>
            <th scope="col">Gross</th>
          </tr>
        </thead>
        <tbody>
          {invoice.vatBreakdown.map((rate) => (
            <tr key={rate.ratePercent}>
              <th scope="row">VAT at {rate.ratePercent}%</th>
              <td>{money(rate.net)}</td>
              <td>{money(rate.vat)}</td>
              <td>{money(rate.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * /invoice/{orderHash}: a paid order's invoice as a printable page, with its PDF to
 * download. The order hash is the only key, as for the receipt; an unpaid order has no
 * invoice and the page says so with the server's message.
 */
export function InvoiceScreen() {
  const { orderHash } = useParams({ strict: false }) as { orderHash: string };
  const client = useOrdersClient();
  const read = useCallback(() => client.invoice(orderHash), [client, orderHash]);
  const { load, reload } = useLoad(read);
  return (
    <section className="sf-receipt sf-invoice">
      {load.state === 'loading' ? (
        <p role="status">Loading your invoice…</p>
      ) : load.state === 'failed' ? (
        <>
          <h1>{load.status === 404 ? 'Invoice not available' : 'Invoice'}</h1>
          <p role="alert">{load.message}</p>
          {load.status === 404 ? (
            <p>
              <Link to="/receipt/$orderHash" params={{ orderHash }} className="sf-button">
                View your order
              </Link>
            </p>
          ) : (
            <button type="button" className="sf-button" onClick={() => void reload()}>
              Try again
            </button>
          )}
        </>
      ) : (
        <>
          <Invoice invoice={load.value} />
          <p className="sf-receipt-actions">
            <a className="sf-button" href={invoicePdfHref(orderHash)} download>
              Download invoice (PDF)
            </a>
            <button
              type="button"
              className="sf-button sf-button-secondary"
              onClick={() => window.print()}
            >
              Print invoice
            </button>
            <Link
              to="/receipt/$orderHash"
              params={{ orderHash }}
              className="sf-button sf-button-secondary"
            >
              Back to your receipt
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
