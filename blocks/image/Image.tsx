import {
  useEffect,
  useReducer,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { BlockLink, isSafeUrl } from '../../src/links';
import { blockImageSizes, imageSrcSet, variantWidths } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import { imageLoadReducer, initialImageLoad, loadEventName } from './loading';
import { PLACEHOLDER_IMAGE } from './constants';
import type { ImageProperties } from './properties';
import { initialZoom, zoomReducer } from './zoom';

/** Width the img's width/height attributes are expressed in; only their ratio matters. */
const INTRINSIC_WIDTH = 1000;

/**
 * An image in a frame of fixed ratio (no layout shift), lazily loaded, over a placeholder
 * until it loads or fails. Optionally a link, or zoomable (click, pan, wheel).
 */
export function Image({ block, properties, context }: BlockComponentProps<ImageProperties>) {
  const zoomable = properties.zoom && !properties.href;
  const wrap = properties.href
    ? (frame: ReactNode) => (
        <BlockLink to={properties.href} handlers={context} className="block-image__link">
          {frame}
        </BlockLink>
      )
    : undefined;
  return <ImageFigure block={block} properties={properties} zoomable={zoomable} wrap={wrap} />;
}

interface FigureProps extends Pick<BlockComponentProps<ImageProperties>, 'block' | 'properties'> {
  zoomable: boolean;
  wrap?: (frame: ReactNode) => ReactNode;
}

function ImageFigure({ block, properties, zoomable, wrap }: FigureProps) {
  const rootRef = useRef<HTMLElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const zoomRef = useRef<HTMLButtonElement>(null);
  const [load, dispatchLoad] = useReducer(imageLoadReducer, initialImageLoad);
  const [zoom, dispatchZoom] = useReducer(zoomReducer, initialZoom);
  const src = isSafeUrl(properties.src) ? properties.src : PLACEHOLDER_IMAGE;

  // A server-rendered image may finish before React attaches onLoad: read its state.
  useEffect(() => {
    dispatchLoad('reset');
    const img = imgRef.current;
    if (img?.complete && img.currentSrc !== '')
      dispatchLoad(img.naturalWidth > 0 ? 'load' : 'error');
  }, [src]);

  useEffect(() => {
    const name = loadEventName(load);
    if (name)
      rootRef.current?.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: { src } }));
  }, [load, src]);

  // React's wheel listeners are passive; a zoomed image must stop the page scrolling.
  const zoomed = zoom.mode === 'zoomed';
  useEffect(() => {
    const target = zoomRef.current;
    if (!target || !zoomable) return;
    const onWheel = (event: WheelEvent) => {
      if (zoomed) event.preventDefault();
      dispatchZoom({ type: 'wheel', deltaY: event.deltaY });
    };
    target.addEventListener('wheel', onWheel, { passive: false });
    return () => target.removeEventListener('wheel', onWheel);
  }, [zoomable, zoomed]);

  const onMouseMove = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    dispatchZoom({
      type: 'move',
      x: (event.clientX - box.left) / box.width,
      y: (event.clientY - box.top) / box.height,
    });
  };

  const maxWidth = variantWidths({ original: src, sizes: properties.variants }).at(-1) ?? 0;
  const srcSet = imageSrcSet({ original: src, sizes: properties.variants }, maxWidth) || undefined;
  const imgStyle: CSSProperties = {
    objectFit: properties.fit,
    transform: zoomed ? `scale(${zoom.scale})` : undefined,
    transformOrigin: zoomed ? `${zoom.originX}% ${zoom.originY}%` : undefined,
  };

  const frame = (
    <span
      className={
        load.loaded ? 'block-image__frame' : 'block-image__frame block-image__frame--loading'
      }
      style={{ aspectRatio: `1 / ${properties.ratio}` }}
    >
      <img
        ref={imgRef}
        className="block-image__img"
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? blockImageSizes(block.size.x) : undefined}
        alt={properties.alt}
        width={INTRINSIC_WIDTH}
        height={Math.round(INTRINSIC_WIDTH * properties.ratio)}
        loading={properties.lazyLoad ? 'lazy' : 'eager'}
        decoding="async"
        style={imgStyle}
        onLoad={() => dispatchLoad('load')}
        onError={() => dispatchLoad('error')}
      />
    </span>
  );

  let content: ReactNode = frame;
  if (zoomable) {
    content = (
      <button
        ref={zoomRef}
        type="button"
        className="block-image__zoom"
        aria-pressed={zoomed}
        aria-label={`Zoom: ${properties.alt}`}
        onClick={() => dispatchZoom({ type: 'click' })}
        onMouseMove={onMouseMove}
        onMouseLeave={() => dispatchZoom({ type: 'leave' })}
      >
        {frame}
      </button>
    );
  } else if (wrap) {
    content = wrap(frame);
  }

  return (
    <figure ref={rootRef} className="block-image" data-loaded={load.loaded ? 'true' : 'false'}>
      {content}
      {properties.caption ? (
        <figcaption className="block-image__caption">{properties.caption}</figcaption>
      ) : null}
    </figure>
  );
}
