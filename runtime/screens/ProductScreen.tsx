import { Link, useLoaderData, useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { imageSize, imageSrcSet } from '../../src/media';
import { useItems } from '../app/basketStore';
import { useServices } from '../app/ServicesContext';
import { isFavourite } from '../basket/favouritesRules';
import type { ProductPageData } from '../data/catalogue';
import { STOREFRONT_MESSAGES } from '../messages';
import { Price } from '../product/Price';
import { productImages, productPath, selectedOption } from '../product/productRules';

const IMAGE_WIDTH = 960;

/**
 * The product page (/product/{product}/{colour?}/): pictures of the chosen colour, price in
 * the shopper's currency, colour and size choice, Add to basket and Add to favourites. Colours are links, so
 * each colour has its own URL and works without JavaScript; adding to the basket needs it.
 * After a successful add the header's basket badge updates and a snackbar confirms it; a
 * failure shows the spec's snackbar message.
 */
export function ProductScreen() {
  const { product } = useLoaderData({ strict: false }) as ProductPageData;
  const { colour } = useParams({ strict: false }) as { colour?: string };
  const services = useServices();
  const option = selectedOption(product, colour);
  const [image] = productImages(product, option);
  const sizes = option?.sizes ?? [];
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  const size =
    sizes.length === 1
      ? (sizes[0] ?? null)
      : chosenSize && sizes.includes(chosenSize)
        ? chosenSize
        : null;
  const [adding, setAdding] = useState(false);
  const [favouriting, setFavouriting] = useState(false);
  const kept = isFavourite(useItems(services.favourites), product.id, option?.colourName ?? null);
  const sizeLegendId = useId();
  const needsSize = sizes.length > 0 && size === null;

  async function addToBasket() {
    if (adding || needsSize) return;
    setAdding(true);
    try {
      const { addToBasket: add } = await import('../basket/basketActions');
      await add(services, {
        productId: product.id,
        ...(option ? { productColor: option.colourName } : {}),
        ...(size ? { productSize: size } : {}),
      });
      services.snackbar.push({ message: `${product.name} was added to your basket` });
    } catch {
      services.snackbar.pushError(STOREFRONT_MESSAGES.productUnavailable);
    } finally {
      setAdding(false);
    }
  }

  async function addToFavourites() {
    if (favouriting || kept) return;
    setFavouriting(true);
    try {
      const { addToFavourites: add } = await import('../basket/favouritesActions');
      await add(services, {
        productId: product.id,
        ...(option ? { productColor: option.colourName } : {}),
        ...(size ? { productSize: size } : {}),
      });
      services.snackbar.push({ message: `${product.name} was added to your favourites` });
    } catch {
      services.snackbar.pushError(STOREFRONT_MESSAGES.productUnavailable);
    } finally {
      setFavouriting(false);
    }
  }

  return (
    <article className="sf-product">
      <div className="sf-product-media">
        {image ? (
          <img
            src={imageSize(image, IMAGE_WIDTH)}
            srcSet={imageSrcSet(image, IMAGE_WIDTH * 2) || undefined}
            sizes="(max-width: 767.98px) 100vw, 50vw"
            alt={image.altText || product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_WIDTH}
            fetchPriority="high"
          />
        ) : null}
      </div>
      <div className="sf-product-details">
        <h1>{product.name}</h1>
        <p className="sf-product-price">
          <Price
            price={product.price}
            salePrice={product.onSale ? product.salePrice : null}
            currency={services.currency}
          />
        </p>
        {product.options.length > 0 ? (
          <div className="sf-choice">
            <p className="sf-choice-label">
              Colour: <strong>{option?.colourName}</strong>
            </p>
            <ul className="sf-swatches">
              {product.options.map((each) => (
                <li key={each.colourName}>
                  <Link
                    to={productPath(product.urlName, each.colourName)}
                    replace
                    className="sf-swatch"
                    aria-label={each.colourName}
                    aria-current={each === option ? 'true' : undefined}
                    style={{ background: each.colourHex }}
                  />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {sizes.length > 0 ? (
          <fieldset className="sf-choice sf-sizes" aria-describedby={sizeLegendId}>
            <legend id={sizeLegendId} className="sf-choice-label">
              Size
            </legend>
            {sizes.map((each) => (
              <label key={each} className="sf-size">
                <input
                  type="radio"
                  name="size"
                  value={each}
                  checked={size === each}
                  onChange={() => setChosenSize(each)}
                />
                <span>{each}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <button
          type="button"
          className="sf-button sf-add-to-basket"
          disabled={adding || needsSize}
          onClick={() => void addToBasket()}
        >
          {needsSize ? 'Choose a size' : adding ? 'Adding…' : 'Add to basket'}
        </button>
        {services.coreData.state.favouritesEnabled ? (
          <button
            type="button"
            className="sf-button sf-button-secondary sf-add-to-favourites"
            aria-pressed={kept}
            disabled={favouriting}
            onClick={() => void addToFavourites()}
          >
            {kept ? 'In your favourites' : 'Add to favourites'}
          </button>
        ) : null}
        {product.description ? (
          <p className="sf-product-description">{product.description}</p>
        ) : null}
      </div>
    </article>
  );
}
