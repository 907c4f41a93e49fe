import { useRef, type CSSProperties, type ReactNode } from 'react';
import { DEFAULT_CURRENCY_ENTRY, formatPrice, type CurrencyEntry } from '../../src/currency';
import { BlockLink, isSafeUrl } from '../../src/links';
import { Icon, imageSize, srcSetFor, useNearViewport } from '../../src/media';
import type { BlockComponentProps, BlockRenderContext } from '../../src/registry';
import { POD_SRCSET_WIDTHS, podImageWidth } from './imageWidth';
import type { PodButtonStyle, PodProperties } from './properties';

const INTRINSIC_WIDTH = 1000;

const safe = (url: string): string | undefined => (url !== '' && isSafeUrl(url) ? url : undefined);

/** The seller's button style over the theme's button (unset keys keep the theme's). */
export function podButtonCss(style: PodButtonStyle): CSSProperties {
  return {
    color: style.textColor || undefined,
    backgroundColor: style.fill ? style.backgroundColor || undefined : 'transparent',
    borderColor: style.borderColor || undefined,
    borderRadius: style.borderRadius === null ? undefined : `${style.borderRadius}px`,
  };
}

/**
 * A content card ("Content" in the editor): media, badge, title, copy, price and a
 * button. With a link the whole card is one link (the button inside is its label), so
 * there is a single, large target and no nested interactive elements.
 */
export function Pod({ block, properties, context }: BlockComponentProps<PodProperties>) {
  const classes = [
    'block-pod',
    `block-pod--align-${properties.textAlign}`,
    `block-pod--text-${properties.textSize}`,
    properties.overlay ? 'block-pod--overlay' : '',
    properties.disabled ? 'block-pod--disabled' : '',
  ].filter(Boolean);

  const body = (
    <>
      <PodMedia properties={properties} columns={block.size.x} />
      <div className="block-pod__body">
        {properties.title ? (
          <h3 className={`block-pod__title block-pod__title--size-${properties.titleSize}`}>
            {properties.title}
          </h3>
        ) : null}
        {properties.copy ? <p className="block-pod__copy">{properties.copy}</p> : null}
        <PodPrice properties={properties} currency={context.currency ?? DEFAULT_CURRENCY_ENTRY} />
        {properties.buttonText ? (
          <span
            className={
              properties.buttonStyle.fill
                ? 'block-pod__button'
                : 'block-pod__button block-pod__button--outline'
            }
            style={podButtonCss(properties.buttonStyle)}
          >
            {properties.buttonIconPosition === 'left' ? (
              <Icon name={properties.buttonIcon} />
            ) : null}
            {properties.buttonText}
            {properties.buttonIconPosition === 'right' ? (
              <Icon name={properties.buttonIcon} />
            ) : null}
          </span>
        ) : null}
      </div>
    </>
  );

  return (
    <article className={classes.join(' ')} aria-disabled={properties.disabled || undefined}>
      <PodLink properties={properties} context={context}>
        {body}
      </PodLink>
    </article>
  );
}

function PodLink({
  properties,
  context,
  children,
}: {
  properties: PodProperties;
  context: BlockRenderContext;
  children: ReactNode;
}) {
  if (!properties.href || properties.disabled)
    return <div className="block-pod__inner">{children}</div>;
  return (
    <BlockLink
      to={properties.href}
      handlers={context}
      openIn={properties.target || undefined}
      download={properties.download || undefined}
      className="block-pod__inner block-pod__link"
    >
      {children}
    </BlockLink>
  );
}

function PodMedia({ properties, columns }: { properties: PodProperties; columns: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const wantsVideo = properties.media === 'video' && safe(properties.video) !== undefined;
  const near = useNearViewport(ref, wantsVideo);
  const badgeOnly = properties.badge ? (
    <span className="block-pod__badge block-pod__badge--inline">{properties.badge}</span>
  ) : null;
  if (properties.media === 'none') return badgeOnly;

  const image = safe(properties.image);
  const width = podImageWidth(columns);
  const variants = { original: image ?? '', sizes: properties.imageSrcSet };
  const srcSet = image ? srcSetFor(variants, POD_SRCSET_WIDTHS) : '';
  let media: ReactNode = null;
  if (wantsVideo) {
    media = (
      <video
        className="block-pod__video"
        src={near ? safe(properties.video) : undefined}
        poster={image}
        autoPlay
        loop
        muted
        playsInline
        preload="none"
        aria-hidden="true"
      />
    );
  } else if (image) {
    media = (
      <img
        className="block-pod__image"
        src={imageSize(variants, width)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? `(max-width: 575.98px) 100vw, ${width}px` : undefined}
        alt=""
        width={INTRINSIC_WIDTH}
        height={Math.round(INTRINSIC_WIDTH * properties.ratio)}
        loading="lazy"
        decoding="async"
      />
    );
  }

  if (!media) return badgeOnly;
  return (
    <div ref={ref} className="block-pod__media" style={{ aspectRatio: `1 / ${properties.ratio}` }}>
      {media}
      {properties.badge ? <span className="block-pod__badge">{properties.badge}</span> : null}
      {properties.icon ? <Icon name={properties.icon} className="block-pod__icon" /> : null}
    </div>
  );
}

/** Price (stored in GBP) in the shopper's currency; a sale price shows beside the struck-out price. */
function PodPrice({
  properties,
  currency,
}: {
  properties: PodProperties;
  currency: CurrencyEntry;
}) {
  if (properties.price === null) return null;
  const price = formatPrice(properties.price, currency);
  const onSale = properties.salePrice !== null && properties.salePrice < properties.price;
  return (
    <p className="block-pod__price">
      {onSale ? (
        <>
          <del>
            <span className="ui-visually-hidden">Was </span>
            {price}
          </del>{' '}
          <ins className="block-pod__sale">
            <span className="ui-visually-hidden">Now </span>
            {formatPrice(properties.salePrice ?? 0, currency)}
          </ins>
        </>
      ) : (
        price
      )}
      {properties.priceSuffix ? (
        <span className="block-pod__suffix"> {properties.priceSuffix}</span>
      ) : null}
    </p>
  );
}
