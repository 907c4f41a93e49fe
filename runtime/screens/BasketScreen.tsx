import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatPrice } from '../../src/currency';
import { ApiError } from '../../src/errors';
import { itemCount, useBasketItems } from '../app/basketStore';
import { useServices } from '../app/ServicesContext';
import { basketSubtotal, quantityChoices } from '../basket/basketRules';
import { useExchangeRateNotice } from '../basket/useExchangeRateNotice';
import { STOREFRONT_MESSAGES } from '../messages';

/**
 * /basket/ (cart layout): the shopper's lines with quantity and Remove, and Clear basket
 * (empties it). Each change sends
 * one call and shows the whole list the server answers; a failure
 * shows the server's message (or the general one) in the snackbar. Checkout goes on to
 * /checkout/ (runtime/commerce), which prices the basket again on the server.
 */
export function BasketScreen() {
  const services = useServices();
  const items = useBasketItems(services.basket);
  useExchangeRateNotice(services, items.length);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  async function clear() {
    setBusyKey('all');
    try {
      await (await import('../basket/basketActions')).clearBasket(services);
    } catch (error) {
      services.snackbar.pushError(
        error instanceof ApiError ? error.message : STOREFRONT_MESSAGES.general,
      );
    } finally {
      setBusyKey(null);
    }
  }

  async function change(key: string, action: 'remove' | number) {
    setBusyKey(key);
    try {
      const basket = await import('../basket/basketActions');
      if (action === 'remove') await basket.removeFromBasket(services, key);
      else await basket.updateBasketQuantity(services, key, action);
    } catch (error) {
      services.snackbar.pushError(
        error instanceof ApiError ? error.message : STOREFRONT_MESSAGES.general,
      );
    } finally {
      setBusyKey(null);
    }
  }

  if (items.length === 0) {
    return (
      <section className="sf-basket">
        <h1>Your basket</h1>
        <p>Your basket is empty.</p>
        <p>
          <Link to="/" className="sf-button">
            Continue shopping
          </Link>
        </p>
      </section>
    );
  }
  const count = itemCount(items);
  return (
    <section className="sf-basket">
      <h1>Your basket</h1>
      <ul className="sf-basket-lines">
        {items.map((item) => (
          <li
            key={item.key}
            className="sf-basket-line"
            aria-busy={busyKey === item.key || undefined}
          >
            {item.image ? (
              <img src={item.image} alt="" width={96} height={96} loading="lazy" />
            ) : (
              <span className="sf-product-tile-blank" />
            )}
            <div className="sf-basket-line-text">
              <p className="sf-basket-line-name">{item.name}</p>
              {Object.entries(item.options).map(([name, value]) => (
                <p key={name} className="sf-basket-line-option">
                  {name}: {value}
                </p>
              ))}
              <p>{formatPrice(item.priceIncTax, services.currency)} each</p>
            </div>
            <label className="sf-basket-quantity">
              <span>Quantity</span>
              <select
                value={item.quantity}
                disabled={busyKey !== null}
                onChange={(event) => void change(item.key, Number(event.target.value))}
              >
                {quantityChoices(item.quantity).map((quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="sf-button sf-button-secondary"
              disabled={busyKey !== null}
              aria-label={`Remove ${item.name}`}
              onClick={() => void change(item.key, 'remove')}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p className="sf-basket-subtotal">
        Subtotal ({count} {count === 1 ? 'item' : 'items'}):{' '}
        <strong>{formatPrice(basketSubtotal(items), services.currency)}</strong>
      </p>
      <p className="sf-basket-actions">
        <Link to="/checkout" className="sf-button" aria-disabled={busyKey !== null || undefined}>
          Checkout
        </Link>
        <button
          type="button"
          className="sf-button sf-button-secondary"
          disabled={busyKey !== null}
          onClick={() => void clear()}
        >
          Clear basket
        </button>
      </p>
    </section>
  );
}
