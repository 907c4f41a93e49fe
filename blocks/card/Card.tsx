import { BlockLink, isSafeUrl } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { CardProperties } from './properties';

/**
 * A themed card (theme `card.*` keys): image, title, text and a link. The link's text is
 * the visible call to action; a pseudo-element stretches it over the card, so the whole
 * card is clickable with one accessible link.
 */
export function Card({ properties, context }: BlockComponentProps<CardProperties>) {
  const image = properties.image && isSafeUrl(properties.image) ? properties.image : undefined;
  return (
    <article className="block-card">
      {image ? (
        <img
          className="block-card__image"
          src={image}
          alt={properties.imageAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="block-card__body">
        {properties.title ? <h3 className="block-card__title">{properties.title}</h3> : null}
        {properties.text ? <p className="block-card__text">{properties.text}</p> : null}
        {properties.href && properties.linkText ? (
          <BlockLink to={properties.href} handlers={context} className="block-card__link">
            {properties.linkText}
          </BlockLink>
        ) : null}
      </div>
    </article>
  );
}
