import { Link } from '@tanstack/react-router';
import { imageSize, imageSrcSet } from '../../src/media';
import type { ProductSummary } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { Price } from './Price';
import { productPath } from './productRules';

/** Tiles are at most a quarter of the content width; 480px covers 2x screens on phones. */
const TILE_IMAGE_WIDTH = 480;
const TILE_IMAGE_SIZES = '(max-width: 767.98px) 50vw, (max-width: 991.98px) 33vw, 25vw';

/** A product in a collection or search results: picture, name, price, linking to its page. */
export function ProductTile({
  product,
  eager = false,
}: {
  product: ProductSummary;
  eager?: boolean;
}) {
  const { currency } = useServices();
  const { image } = product;
  return (
    <li className="sf-product-tile">
      <Link to={productPath(product.urlName)} className="sf-product-tile-link">
        {image ? (
          <img
            src={imageSize(image, TILE_IMAGE_WIDTH)}
            srcSet={imageSrcSet(image, TILE_IMAGE_WIDTH * 2) || undefined}
            sizes={TILE_IMAGE_SIZES}
            alt={image.altText}
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_WIDTH}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="sf-product-tile-blank" aria-hidden="true" />
        )}
        <span className="sf-product-tile-name">{product.name}</span>
      </Link>
      <Price price={product.price} salePrice={product.salePrice} currency={currency} />
    </li>
  );
}

/** A grid of product tiles; the first row loads eagerly (it is likely the largest paint). */
export function ProductGrid({
  products,
  label,
}: {
  products: readonly ProductSummary[];
  label: string;
}) {
  return (
    <ul className="sf-product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductTile key={product.id} product={product} eager={index < 4} />
      ))}
    </ul>
  );
}
