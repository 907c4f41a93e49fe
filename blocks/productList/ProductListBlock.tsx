import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY } from '../../src/currency';
import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { ProductListData } from './load';
import { ProductCard } from './ProductCard';
import type { ProductListProperties } from './properties';
import { collectionHref } from './query';

export const PRODUCT_LIST_MESSAGES = {
  loading: 'Loading products…',
  empty: 'No products to show yet.',
  error: "We couldn't load these products. Please try again later.",
  viewAll: 'View all',
} as const;

export function ProductListBlock({
  properties,
  data,
  context,
}: BlockComponentProps<ProductListProperties, ProductListData>) {
  const titleId = useId();
  const currency = context.currency ?? DEFAULT_CURRENCY_ENTRY;
  const title = (data?.ok ? data.value.title : undefined) ?? properties.title;

  let body;
  if (data === undefined) {
    // Placeholder cards the size of the real ones: no layout shift when products arrive.
    body = (
      <>
        <p className="block-productList__hidden">{PRODUCT_LIST_MESSAGES.loading}</p>
        <ul className="block-productList__items" aria-hidden="true">
          {Array.from({ length: properties.limit }, (_, index) => (
            <li key={index} className="block-productList__item block-productList__item--loading">
              <span className="block-productList__image block-productList__image--none" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (!data.ok) {
    body = (
      <p className="block-productList__status" role="alert">
        {PRODUCT_LIST_MESSAGES.error}
        {context.editing && <span className="block-productList__reason"> {data.error}</span>}
      </p>
    );
  } else if (data.value.products.length === 0) {
    body = <p className="block-productList__status">{PRODUCT_LIST_MESSAGES.empty}</p>;
  } else {
    body = (
      <ul className="block-productList__items">
        {data.value.products.map((product) => (
          <ProductCard key={product.id} product={product} currency={currency} handlers={context} />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="block-productList"
      aria-labelledby={title ? titleId : undefined}
      aria-busy={data === undefined}
    >
      {(title !== '' || properties.collection !== '') && (
        <div className="block-productList__header">
          {title !== '' && (
            <h2 id={titleId} className="block-productList__title">
              {title}
            </h2>
          )}
          {properties.collection !== '' && (
            <BlockLink
              className="block-productList__viewAll"
              to={collectionHref(properties.collection)}
              handlers={context}
            >
              {PRODUCT_LIST_MESSAGES.viewAll}
              {title !== '' && <span className="block-productList__hidden"> {title}</span>}
            </BlockLink>
          )}
        </div>
      )}
      {body}
    </section>
  );
}
