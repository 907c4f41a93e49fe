import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import { designStyle } from './placement';
import type { ProductMockupProperties } from './properties';

export const MOCKUP_WIDTH = 800;
export const DEFAULT_MOCKUP_ALT = 'Product mockup';

/**
 * The design layered over the mockup photo. The two images are one picture to a screen
 * reader: the frame is `role="img"` named by `alt`, the layers are decoration. The frame
 * holds its aspect ratio, so nothing moves while the images load.
 */
export function ProductMockupBlock({
  properties,
  context,
}: BlockComponentProps<ProductMockupProperties>) {
  const { mockupImage, designImage, ratio } = properties;
  const height = Math.round(MOCKUP_WIDTH * ratio);
  const picture = (
    <span
      className="block-productMockup__frame"
      role="img"
      aria-label={properties.alt || DEFAULT_MOCKUP_ALT}
      style={{ aspectRatio: `${MOCKUP_WIDTH} / ${height}` }}
    >
      {mockupImage !== '' && (
        <img
          className="block-productMockup__mockup"
          src={mockupImage}
          alt=""
          width={MOCKUP_WIDTH}
          height={height}
          loading="lazy"
        />
      )}
      {designImage !== '' && (
        <img
          className="block-productMockup__design"
          src={designImage}
          alt=""
          loading="lazy"
          style={designStyle({
            x: properties.printAreaX,
            y: properties.printAreaY,
            width: properties.printAreaWidth,
          })}
        />
      )}
    </span>
  );
  return (
    <figure className="block-productMockup">
      {properties.productUrlName !== '' ? (
        <BlockLink
          className="block-productMockup__link"
          to={`/product/${properties.productUrlName}/`}
          handlers={context}
        >
          {picture}
        </BlockLink>
      ) : (
        picture
      )}
      {properties.caption !== '' && (
        <figcaption className="block-productMockup__caption">{properties.caption}</figcaption>
      )}
    </figure>
  );
}
