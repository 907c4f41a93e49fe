import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPrice } from '../../src/currency';
import { ApiError } from '../../src/errors';
import type { FavouriteItem } from '../../src/model';
import { useItems } from '../app/basketStore';
import { useServices } from '../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../messages';

const favouritesActions = () => import('../basket/favouritesActions');

/**
 * /favourites/: the shopper's favourites with Remove and Move to basket (one or all),
 * and a form that emails a link to the list for later. Opening that link (`?br=`) adds
 * its favourites to this browser's list, then drops the token from the address. Every
 * answer replaces the list, so the header heart follows; failures show the server's
 * message, or the spec's "No items were added to basket" when a move added nothing.
 */
export function FavouritesScreen() {
  const services = useServices();
  const items = useItems(services.favourites);
  const { br } = useSearch({ strict: false }) as { br?: string };
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [recovering, setRecovering] = useState(Boolean(br));
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState('');
  const emailId = useId();
  const recovered = useRef<string | null>(null);

  const failed = (error: unknown) =>
    services.snackbar.pushError(
      error instanceof ApiError ? error.message : STOREFRONT_MESSAGES.general,
    );

  useEffect(() => {
    if (!br || recovered.current === br) return;
    recovered.current = br;
    setRecovering(true);
    favouritesActions()
      .then((actions) => actions.recoverFavourites(services, br))
      .catch(failed)
      .finally(() => {
        setRecovering(false);
        void navigate({ to: '/favourites', search: {}, replace: true });
      });
    // `failed` and `navigate` are stable for this screen's life; recover once per token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [br, services]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const move = (favourites: readonly FavouriteItem[]) =>
    run(async () => {
      const moved = await (await favouritesActions()).moveToBasket(services, favourites);
      services.snackbar.push({
        message: `${moved} ${moved === 1 ? 'item was' : 'items were'} added to your basket`,
      });
    });
  const remove = (favourite: FavouriteItem) =>
    run(async () => (await favouritesActions()).removeFavourite(services, favourite.key));

  function sendEmail(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    void run(async () => {
      setStatus(await (await favouritesActions()).emailFavourites(services, email));
    });
  }

  if (recovering)
    return (
      <section className="sf-favourites" aria-busy="true">
        <h1>Your favourites</h1>
        <p role="status">Loading your favourites…</p>
      </section>
    );

  if (items.length === 0)
    return (
      <section className="sf-favourites">
        <h1>Your favourites</h1>
        <p>You have no favourites yet.</p>
        <p>
          <Link to="/" className="sf-button">
            Continue shopping
          </Link>
        </p>
      </section>
    );

  return (
    <section className="sf-favourites" aria-busy={busy || undefined}>
      <h1>Your favourites</h1>
      <ul className="sf-basket-lines">
        {items.map((item) => (
          <li key={item.key} className="sf-basket-line">
            {item.image ? (
              <img src={item.image} alt="" width={96} height={96} loading="lazy" />
            ) : (
              <span className="sf-product-tile-blank" />
            )}
            <div className="sf-basket-line-text">
              <p className="sf-basket-line-name">
                {item.productUrl ? (
                  <Link to={`/product/${item.productUrl}/`}>{item.name}</Link>
                ) : (
                  item.name
                )}
              </p>
              {item.productColor ? (
                <p className="sf-basket-line-option">Colour: {item.productColor}</p>
              ) : null}
              {item.productSize ? (
                <p className="sf-basket-line-option">Size: {item.productSize}</p>
              ) : null}
              {item.price !== null ? <p>{formatPrice(item.price, services.currency)}</p> : null}
            </div>
            <button
              type="button"
              className="sf-button"
              disabled={busy}
              aria-label={`Move to basket: ${item.name}`}
              onClick={() => void move([item])}
            >
              Move to basket
            </button>
            <button
              type="button"
              className="sf-button sf-button-secondary"
              disabled={busy}
              aria-label={`Remove ${item.name} from favourites`}
              onClick={() => void remove(item)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="sf-button"
          disabled={busy}
          onClick={() => void move(items)}
        >
          Move all to basket
        </button>
      </p>
      <form className="sf-favourites-email" onSubmit={sendEmail}>
        <h2>Save your favourites for later</h2>
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="sf-button" disabled={busy}>
          Email me this list
        </button>
        <p role="status">{status}</p>
      </form>
    </section>
  );
}
