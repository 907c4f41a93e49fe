import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { BlockLink, isSafeUrl } from '../../src/links';
import { Icon, useNearViewport } from '../../src/media';
import { textShadowCss } from '../../src/model/textShadow';
import type { BlockComponentProps, BlockRenderContext } from '../../src/registry';
import { themeVarRef } from '../../themes/cssVar';
import { fontStack } from '../../themes/fontStack';
import { BANNER_IMAGE_SIZE } from './constants';
import type { BannerProperties } from './properties';
import { actionTarget, bannerCopy, bannerTitle, overlayBackground, visibleActions } from './rules';

const OBJECT_POSITION = {
  center: 'center',
  top: 'center top',
  bottom: 'center bottom',
  left: 'left center',
  right: 'right center',
} as const;

const safe = (url: string): string | undefined => (url !== '' && isSafeUrl(url) ? url : undefined);

/** A large picture, video or colour panel with a title, copy and up to four actions. */
export function Banner({ properties, context }: BlockComponentProps<BannerProperties>) {
  const title = bannerTitle(properties.title);
  const copy = bannerCopy(properties.copy);
  const actions = visibleActions(properties.actions);
  const Title = properties.titleType;
  const shadow = textShadowCss(properties.textShadow);

  const style = {
    '--banner-min-height': `${properties.minHeight}px`,
    '--banner-ratio': properties.ratio,
    '--banner-font-scale': properties.fontScale,
    fontFamily: properties.font ? fontStack(properties.font) : undefined,
    borderRadius: properties.borderRadius === null ? undefined : `${properties.borderRadius}px`,
    textShadow: shadow,
  } as CSSProperties;

  const classes = [
    'block-banner',
    `block-banner--v-${properties.verticalAlignment}`,
    `block-banner--h-${properties.horizontalAlignment}`,
  ];

  return (
    <section className={classes.join(' ')} style={style} aria-label={title || undefined}>
      <BannerMedia properties={properties} context={context} />
      <div
        className="block-banner__overlay"
        aria-hidden="true"
        style={{
          background: overlayBackground(
            properties.overlayColors.map(({ color }) => color),
            properties.overlayDirection,
            themeVarRef('banner.overlayColor'),
          ),
          opacity: properties.media === 'overlay' ? 1 : properties.overlayOpacity,
        }}
      />
      <div className="block-banner__content">
        {title ? (
          <Title
            className="block-banner__title"
            style={{
              color: properties.titleColor || undefined,
              backgroundColor: properties.titleBackground || undefined,
            }}
          >
            {title}
          </Title>
        ) : null}
        {copy ? (
          <p
            className="block-banner__copy"
            style={{
              color: properties.copyColor || undefined,
              backgroundColor: properties.copyBackground || undefined,
            }}
          >
            {copy}
          </p>
        ) : null}
        {actions.length > 0 ? (
          <div className="block-banner__actions">
            {actions.map((action, index) => (
              <BlockLink
                key={`${index}-${action.text}`}
                to={actionTarget(action)}
                handlers={context}
                openIn={action.target || undefined}
                className={[
                  'block-banner__action',
                  `block-banner__action--${properties.buttonSize}`,
                  action.primary ? '' : 'block-banner__action--secondary',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <Icon name={action.icon} />
                {action.text}
              </BlockLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function BannerMedia({
  properties,
  context,
}: {
  properties: BannerProperties;
  context: BlockRenderContext;
}) {
  if (properties.media === 'video' && safe(properties.video))
    return <BannerVideo properties={properties} context={context} />;
  const image = safe(properties.image);
  if (properties.media !== 'image' || !image) return null;
  return (
    <img
      className="block-banner__image"
      src={image}
      srcSet={properties.srcSet || undefined}
      sizes={properties.srcSet ? '100vw' : undefined}
      alt=""
      width={BANNER_IMAGE_SIZE.width}
      height={BANNER_IMAGE_SIZE.height}
      loading={properties.lazyLoad ? 'lazy' : 'eager'}
      decoding="async"
      style={{ objectPosition: OBJECT_POSITION[properties.imageAlignment] }}
    />
  );
}

/**
 * The video banner autoplays, loops and is muted. Its source is
 * attached only near the viewport (when lazy), it stays still in the editor, and a
 * pause button lets shoppers stop the motion.
 */
function BannerVideo({
  properties,
  context,
}: {
  properties: BannerProperties;
  context: BlockRenderContext;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(videoRef, properties.lazyLoad);
  const [paused, setPaused] = useState(Boolean(context.editing));
  const load = !properties.lazyLoad || near;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load) return;
    video.muted = true;
    if (paused) video.pause();
    else void video.play().catch(() => setPaused(true));
  }, [load, paused]);

  return (
    <>
      <video
        ref={videoRef}
        className="block-banner__video"
        poster={safe(properties.videoThumbnail)}
        src={load ? safe(properties.video) : undefined}
        width={BANNER_IMAGE_SIZE.width}
        height={BANNER_IMAGE_SIZE.height}
        autoPlay={!context.editing}
        loop
        muted
        playsInline
        preload={load ? 'auto' : 'none'}
        aria-hidden="true"
      />
      <button
        type="button"
        className="block-banner__pause"
        aria-pressed={paused}
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? 'Play video' : 'Pause video'}
      </button>
    </>
  );
}
