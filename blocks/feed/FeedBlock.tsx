import { useId } from 'react';
import { BlockLink, type LinkHandlers } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import { INSTAGRAM_MESSAGES } from '../../src/social';
import type { FeedData } from './load';
import type { FeedProperties } from './properties';
import { feedLimit, type FeedItem } from './sources';

export const FEED_MESSAGES = {
  loading: 'Loading…',
  empty: 'Nothing to show here yet.',
  error: "We couldn't load this feed. Please try again later.",
  /** For the seller only: shoppers see no block at all rather than an empty one. */
  notConnected: INSTAGRAM_MESSAGES.notConnected,
} as const;

/** Placeholders for at most this many tiles while loading: a 20-post feed needs no 20 boxes. */
const MAX_PLACEHOLDERS = 8;

export function FeedBlock({
  properties,
  data,
  context,
}: BlockComponentProps<FeedProperties, FeedData>) {
  const titleId = useId();
  const title = (data?.ok ? data.value.title : undefined) ?? properties.title;
  const limit = feedLimit(properties.source, properties.limit);
  const className = `block-feed block-feed--${properties.source}${limit === 1 ? ' block-feed--single' : ''}`;

  if (data?.ok && data.value.notConnected) {
    if (!context.editing) return null;
    return (
      <section className={className}>
        <p className="block-feed__status" role="status">
          {FEED_MESSAGES.notConnected}
        </p>
      </section>
    );
  }

  let body;
  if (data === undefined) {
    body = (
      <>
        <p className="block-feed__hidden">{FEED_MESSAGES.loading}</p>
        <ul className="block-feed__items" aria-hidden="true">
          {Array.from({ length: Math.min(limit, MAX_PLACEHOLDERS) }, (_, index) => (
            <li key={index} className="block-feed__item">
              <span className="block-feed__image block-feed__image--none" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (!data.ok) {
    body = (
      <p className="block-feed__status" role="alert">
        {FEED_MESSAGES.error}
        {context.editing && <span className="block-feed__reason"> {data.error}</span>}
      </p>
    );
  } else if (data.value.items.length === 0) {
    body = <p className="block-feed__status">{FEED_MESSAGES.empty}</p>;
  } else {
    body = (
      <ul className="block-feed__items">
        {data.value.items.map((item) => (
          <FeedTile key={item.id} item={item} handlers={context} />
        ))}
      </ul>
    );
  }

  return (
    <section
      className={className}
      aria-labelledby={title !== '' ? titleId : undefined}
      aria-busy={data === undefined}
    >
      {title !== '' && (
        <h2 id={titleId} className="block-feed__title">
          {title}
        </h2>
      )}
      {body}
    </section>
  );
}

function FeedTile({ item, handlers }: { item: FeedItem; handlers: LinkHandlers }) {
  return (
    <li className="block-feed__item">
      <BlockLink className="block-feed__link" to={item.href} handlers={handlers}>
        {item.image !== null ? (
          <img
            className="block-feed__image"
            src={item.image}
            alt={item.alt}
            width={640}
            height={640}
            loading="lazy"
          />
        ) : (
          <span className="block-feed__image block-feed__image--none" aria-hidden="true" />
        )}
        {item.title !== '' && <span className="block-feed__caption">{item.title}</span>}
      </BlockLink>
    </li>
  );
}
