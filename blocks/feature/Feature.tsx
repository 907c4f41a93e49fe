import { BlockLink, isSafeUrl } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { FeatureProperties } from './properties';

/**
 * The editor's view of a mail feature: an image beside a title, text and button, on the
 * theme's feature colours. What is sent is the mail renderer's table layout.
 */
export function Feature({ properties, context }: BlockComponentProps<FeatureProperties>) {
  const image = properties.image && isSafeUrl(properties.image) ? properties.image : undefined;
  return (
    <section className={`block-feature block-feature--image-${properties.imagePosition}`}>
      {image ? (
        <img
          className="block-feature__image"
          src={image}
          alt={properties.imageAlt}
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="block-feature__body">
        {properties.title ? <h2 className="block-feature__title">{properties.title}</h2> : null}
        {properties.text ? <p className="block-feature__text">{properties.text}</p> : null}
        {properties.buttonText && properties.href ? (
          <BlockLink to={properties.href} handlers={context} className="block-feature__button">
            {properties.buttonText}
          </BlockLink>
        ) : null}
      </div>
    </section>
  );
}
