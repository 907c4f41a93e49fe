import { useId, useRef, type CSSProperties } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import type { CarouselProperties } from './properties';

/**
 * A horizontally scrolling row of items that snaps to each item. Native scrolling does
 * the work (touch, trackpad, keyboard once focused); the arrows scroll by one view.
 */
export function Carousel({ properties, children }: BlockComponentProps<CarouselProperties>) {
  const trackRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    track.scrollBy({
      left: direction * track.clientWidth,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };
  const style = {
    '--carousel-items-xs': properties.itemsXs,
    '--carousel-items-md': properties.itemsMd,
    '--carousel-items-lg': properties.itemsLg,
  } as CSSProperties;

  return (
    <section
      className="block-carousel"
      aria-roledescription="carousel"
      aria-label={properties.label || 'Carousel'}
      style={style}
    >
      <div id={`${id}-track`} ref={trackRef} className="block-carousel__track" tabIndex={0}>
        {children}
      </div>
      {properties.arrows ? (
        <div className="block-carousel__arrows">
          <button
            type="button"
            className="block-carousel__arrow"
            aria-controls={`${id}-track`}
            aria-label="Scroll back"
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="block-carousel__arrow"
            aria-controls={`${id}-track`}
            aria-label="Scroll forward"
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
