import { useState } from 'react';
import { QUOTE_STATE_LABELS, type QuoteFilter } from '../../src/backOffice/quotes';
import { orderReference } from '../../src/commerce/afterSales';
import { PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { onLinkClick } from '../navigation';
import { SearchTable, useSearchTable } from '../SearchTable';
import type { QuoteView } from '../types';

const SHOW: { value: QuoteFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'ordered', label: 'Made orders' },
  { value: 'declined', label: 'Declined' },
];

/**
 * The quote inbox: what shoppers asked for on `/get-a-quote/` and `/advanced-quote/`,
 * newest first, searched by name, email, product or reference. Each opens to be answered.
 */
export function QuotesScreen() {
  const [show, setShow] = useState<QuoteFilter>('open');
  const quotes = useSearchTable(async (q, page) => {
    const answer = await atlasGet<{ quotes: QuoteView[]; hasMore: boolean }>('/quotes/', {
      status: show,
      q,
      page,
    });
    return { rows: answer.quotes, hasMore: answer.hasMore };
  });
  return (
    <section aria-labelledby="quotes-title">
      <PageHeader
        title="Quotes"
        titleId="quotes-title"
        description="Quote requests from the storefronts: reply with a price, make an order or decline."
      />
      <div className="atlas__filters">
        <label htmlFor="quotes-show">Show</label>
        <select
          id="quotes-show"
          value={show}
          onChange={(event) => {
            setShow(event.target.value as QuoteFilter);
            quotes.setPage(1);
            quotes.reload();
          }}
        >
          {SHOW.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <SearchTable
        state={quotes}
        searchLabel="Search quotes (name, email, product or reference)"
        searchId="quotes-search"
        loadingLabel="Loading quotes"
        caption="Quote requests"
        captionHidden
        columns={[
          {
            key: 'reference',
            header: 'Reference',
            rowHeader: true,
            cell: (quote) => (
              <a href={`/atlas/quotes/${quote.id}/`} onClick={onLinkClick}>
                {orderReference(quote.orderHash)}
              </a>
            ),
          },
          { key: 'who', header: 'Customer', cell: (quote) => `${quote.name} (${quote.email})` },
          { key: 'store', header: 'Store', cell: (quote) => quote.storeName ?? '-' },
          { key: 'product', header: 'Product', cell: (quote) => quote.product },
          { key: 'quantity', header: 'Quantity', cell: (quote) => String(quote.quantity) },
          { key: 'deadline', header: 'Deadline', cell: (quote) => quote.deadline ?? '-' },
          {
            key: 'asked',
            header: 'Asked',
            cell: (quote) => quote.createdAt.slice(0, 16).replace('T', ' '),
          },
          { key: 'state', header: 'State', cell: (quote) => QUOTE_STATE_LABELS[quote.state] },
        ]}
        rowKey={(quote) => String(quote.id)}
        rowData={(quote) => ({ 'data-quote-id': quote.id })}
        empty={<p>{show === 'open' ? 'No quotes are waiting.' : 'No quotes here yet.'}</p>}
      />
    </section>
  );
}
