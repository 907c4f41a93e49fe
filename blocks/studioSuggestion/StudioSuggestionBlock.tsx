import { useId } from 'react';
import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { StudioSuggestionProperties } from './properties';
import { studioHref } from './studioHref';

/** Promotes designing a product in the studio: image, heading, copy and a studio link. */
export function StudioSuggestionBlock({
  properties,
  context,
}: BlockComponentProps<StudioSuggestionProperties>) {
  const titleId = useId();
  const className = `block-studioSuggestion block-studioSuggestion--image-${properties.imagePosition}`;
  return (
    <section className={className} aria-labelledby={titleId}>
      {properties.image !== '' && (
        <img
          className="block-studioSuggestion__image"
          src={properties.image}
          alt={properties.imageAlt}
          width={800}
          height={600}
          loading="lazy"
        />
      )}
      <div className="block-studioSuggestion__content">
        <h2 id={titleId} className="block-studioSuggestion__title">
          {properties.title}
        </h2>
        <p className="block-studioSuggestion__copy">{properties.copy}</p>
        <BlockLink
          className="block-studioSuggestion__button"
          to={studioHref(properties.customiseItUrl)}
          handlers={context}
        >
          {properties.buttonText}
        </BlockLink>
      </div>
    </section>
  );
}
