import type { CurrencyEntry } from '../../src/currency';
import { BlockLink, type LinkHandlers } from '../../src/links';
import { imageSize, imageSrcSet } from '../../src/media';
import type { ProductSummary } from '../../src/model';
import { shownPrice } from './price';
import { productHref } from './query';

/** Cards are at most a quarter of the content width; 480px covers 2x screens on phones. */
const CARD_IMAGE_WIDTH = 480;
const CARD_IMAGE_SIZES = '(max-width: 767.98px) 50vw, (max-width: 991.98px) 33vw, 25vw';

export function ProductCard({
  product,
  currency,
  handlers,
}: {
  product: ProductSummary;
  currency: CurrencyEntry;
  handlers: LinkHandlers;
}) {
  const price = shownPrice(product, currency);
  const { image, reviews } = product;
  return (
    <li className="block-productList__item">
      <BlockLink
        className="block-productList__link"
        to={productHref(product.urlName)}
        handlers={handlers}
      >
        {image ? (
          <img
            className="block-productList__image"
            src={imageSize(image, CARD_IMAGE_WIDTH)}
            srcSet={imageSrcSet(image, CARD_IMAGE_WIDTH * 2) || undefined}
            sizes={CARD_IMAGE_SIZES}
            // The name follows in the link, so an image without its own description is decoration.
            alt={image.altText}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_WIDTH}
            loading="lazy"
          />
        ) : (
          <span
            className="block-productList__image block-productList__image--none"
            aria-hidden="true"
          />
        )}
        <h3 className="block-productList__name">{product.name}</h3>
      </BlockLink>
      <p className="block-productList__price">
        {price.was !== undefined ? (
          <>
            <del>
              <span className="block-productList__hidden">Was </span>
              {price.was}
            </del>{' '}
            <ins>
              <span className="block-productList__hidden">Now </span>
              {price.current}
            </ins>
          </>
        ) : (
          price.current
        )}
      </p>
      {reviews.count > 0 && (
        <p className="block-productList__rating">
          <span aria-hidden="true">
            ★ {reviews.average.toFixed(1)} ({reviews.count})
          </span>
          <span className="block-productList__hidden">
            Rated {reviews.average.toFixed(1)} out of 5 from {reviews.count}{' '}
            {reviews.count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
    </li>
  );
}
