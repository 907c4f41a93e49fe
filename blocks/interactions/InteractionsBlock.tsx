import { useId, useState } from 'react';
import { useHydrated } from '../../src/ui/useHydrated';
import type { BlockComponentProps } from '../../src/registry';
import { ADD_TO_FAVOURITES_PATH, favouriteFailureMessage, favouritePayload } from './favourite';
import type { InteractionsData } from './load';
import type { InteractionsProperties } from './properties';
import {
  countLabel,
  SHARE_LABELS,
  SHARE_NETWORKS,
  shareLink,
  sharedUrl,
  type ShareNetwork,
} from './share';

export const INTERACTION_MESSAGES = {
  like: 'Add to favourites',
  liked: 'In your favourites',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: "Couldn't copy the link.",
} as const;

type LikeState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'liked' } | { kind: 'failed'; message: string };

/**
 * Likes and shares of a product. A like adds the product to the shopper's favourites;
 * sharing opens the network's share page in a new tab. Both need the browser (the page's
 * address, the API client), so the buttons are enabled on hydration. Counts come from
 * the optional asyncData path; this visit's like and shares are added on top.
 */
export function InteractionsBlock({
  properties,
  data,
  context,
}: BlockComponentProps<InteractionsProperties, InteractionsData>) {
  const titleId = useId();
  const hydrated = useHydrated();
  const [like, setLike] = useState<LikeState>({ kind: 'idle' });
  const [sharedNow, setSharedNow] = useState(0);
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const counts = data?.ok ? data.value : {};
  const likes =
    counts.likes === undefined ? undefined : counts.likes + (like.kind === 'liked' ? 1 : 0);
  const shares = counts.shares === undefined ? undefined : counts.shares + sharedNow;
  const canLike = properties.showLike && properties.productUrlName !== '';
  const disabled = !hydrated || context.editing === true;

  const addToFavourites = async () => {
    if (like.kind === 'saving' || like.kind === 'liked') return;
    setLike({ kind: 'saving' });
    try {
      if (!context.post) throw new Error('No API client to save the favourite with');
      await context.post(ADD_TO_FAVOURITES_PATH, favouritePayload(properties.productUrlName));
      setLike({ kind: 'liked' });
    } catch (error) {
      setLike({ kind: 'failed', message: favouriteFailureMessage(error) });
    }
  };

  const share = (network: ShareNetwork) => {
    const { href } = shareLink(
      network,
      sharedUrl(window.location, properties.productUrlName),
      properties.shareText,
    );
    if (network === 'email') window.location.href = href;
    else window.open(href, '_blank', 'noopener,noreferrer');
    setSharedNow((n) => n + 1);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(sharedUrl(window.location, properties.productUrlName));
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  return (
    <section
      className="block-interactions"
      aria-labelledby={properties.title !== '' ? titleId : undefined}
    >
      {properties.title !== '' && (
        <h2 id={titleId} className="block-interactions__title">
          {properties.title}
        </h2>
      )}
      <div className="block-interactions__actions">
        {canLike && (
          <div className="block-interactions__like">
            <button
              type="button"
              className="block-interactions__button block-interactions__button--like"
              aria-pressed={like.kind === 'liked'}
              aria-busy={like.kind === 'saving'}
              disabled={disabled}
              onClick={addToFavourites}
            >
              <span aria-hidden="true">{like.kind === 'liked' ? '♥' : '♡'}</span>{' '}
              {like.kind === 'liked' ? INTERACTION_MESSAGES.liked : INTERACTION_MESSAGES.like}
            </button>
            {likes !== undefined && (
              <span className="block-interactions__count">
                {countLabel(likes, 'like', 'likes')}
              </span>
            )}
          </div>
        )}
        {properties.showShare && (
          <div className="block-interactions__share">
            <ul className="block-interactions__networks">
              {SHARE_NETWORKS.map((network) => (
                <li key={network}>
                  <button
                    type="button"
                    className="block-interactions__button"
                    disabled={disabled}
                    onClick={() => share(network)}
                  >
                    {SHARE_LABELS[network]}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="block-interactions__button"
                  disabled={disabled}
                  onClick={copy}
                >
                  {INTERACTION_MESSAGES.copyLink}
                </button>
              </li>
            </ul>
            {shares !== undefined && (
              <span className="block-interactions__count">
                {countLabel(shares, 'share', 'shares')}
              </span>
            )}
          </div>
        )}
      </div>
      <div className="block-interactions__status" aria-live="polite">
        {like.kind === 'failed' && (
          <p className="block-interactions__failure" role="alert">
            {like.message}
          </p>
        )}
        {copyStatus === 'copied' && <p>{INTERACTION_MESSAGES.copied}</p>}
        {copyStatus === 'failed' && <p>{INTERACTION_MESSAGES.copyFailed}</p>}
      </div>
    </section>
  );
}
