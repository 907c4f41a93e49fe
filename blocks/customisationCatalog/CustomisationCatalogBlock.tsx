import { useId } from 'react';
import { DEFAULT_CURRENCY_ENTRY } from '../../src/currency';
import { BlockLink, type LinkHandlers } from '../../src/links';
import { imageSize, imageSrcSet } from '../../src/media';
import type { ProductSummary } from '../../src/model';
import type { BlockComponentProps } from '../../src/registry';
import { fromPrice, studioHrefFor } from './catalog';
import type { CustomisationCatalogData } from './load';
import type { CustomisationCatalogProperties } from './properties';

export const CATALOG_MESSAGES = {
  loading: 'Loading products…',
  empty: 'No products to customise yet.',
  error: "We couldn't load the products to customise. Please try again later.",
} as const;

const IMAGE_WIDTH = 480;
const MAX_PLACEHOLDERS = 8;

export function CustomisationCatalogBlock({
  properties,
  data,
  context,
}: BlockComponentProps<CustomisationCatalogProperties, CustomisationCatalogData>) {
  const titleId = useId();
  const currency = context.currency ?? DEFAULT_CURRENCY_ENTRY;
  let body;
  if (data === undefined) {
    body = (
      <>
        <p className="block-customisationCatalog__hidden">{CATALOG_MESSAGES.loading}</p>
        <ul className="block-customisationCatalog__items" aria-hidden="true">
          {Array.from({ length: Math.min(properties.limit, MAX_PLACEHOLDERS) }, (_, index) => (
            <li key={index} className="block-customisationCatalog__item">
              <span className="block-customisationCatalog__image block-customisationCatalog__image--none" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (!data.ok) {
    body = (
      <p className="block-customisationCatalog__status" role="alert">
        {CATALOG_MESSAGES.error}
        {context.editing && (
          <span className="block-customisationCatalog__reason"> {data.error}</span>
        )}
      </p>
    );
  } else if (data.value.length === 0) {
    body = <p className="block-customisationCatalog__status">{CATALOG_MESSAGES.empty}</p>;
  } else {
    body = (
      <ul className="block-customisationCatalog__items">
        {data.value.map((product) => (
          <CatalogCard
            key={product.id}
            product={product}
            price={fromPrice(product, currency)}
            buttonText={properties.buttonText}
            handlers={context}
          />
        ))}
      </ul>
    );
  }
  return (
    <section
      className="block-customisationCatalog"
      aria-labelledby={titleId}
      aria-busy={data === undefined}
    >
      <h2 id={titleId} className="block-customisationCatalog__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && (
        <p className="block-customisationCatalog__copy">{properties.copy}</p>
      )}
      {body}
    </section>
  );
}

function CatalogCard({
  product,
  price,
  buttonText,
  handlers,
}: {
  product: ProductSummary;
  price: string;
  buttonText: string;
  handlers: LinkHandlers;
}) {
  const { image } = product;
  return (
    <li className="block-customisationCatalog__item">
      <BlockLink
        className="block-customisationCatalog__link"
        to={studioHrefFor(product.urlName)}
        handlers={handlers}
      >
        {image ? (
          <img
            className="block-customisationCatalog__image"
            src={imageSize(image, IMAGE_WIDTH)}
            srcSet={imageSrcSet(image, IMAGE_WIDTH * 2) || undefined}
            sizes="(max-width: 767.98px) 50vw, (max-width: 991.98px) 33vw, 25vw"
            alt={image.altText}
            width={IMAGE_WIDTH}
            height={IMAGE_WIDTH}
            loading="lazy"
          />
        ) : (
          <span
            className="block-customisationCatalog__image block-customisationCatalog__image--none"
            aria-hidden="true"
          />
        )}
        <h3 className="block-customisationCatalog__name">{product.name}</h3>
        <span className="block-customisationCatalog__price">{price}</span>
        {buttonText !== '' && (
          <span className="block-customisationCatalog__button">{buttonText}</span>
        )}
      </BlockLink>
    </li>
  );
}
