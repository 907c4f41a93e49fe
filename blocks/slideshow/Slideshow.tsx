import { Children, useEffect, useId, useReducer, type CSSProperties } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { paginate, slideShowOptions, type SlideshowProperties } from './properties';
import { autoAdvances, initialSlideshow, scheduleAdvance, slideshowReducer } from './rule';

/**
 * Slides (the container's items) shown one page at a time. Auto-advances on the
 * storefront, never in the editor; pauses while the pointer or focus is inside, and has a
 * Pause button (WCAG 2.2.2). All slides are server-rendered; inactive ones are hidden and
 * the one about to show is laid out off-screen so its images load before the change.
 */
export function Slideshow({
  properties,
  children,
  context,
}: BlockComponentProps<SlideshowProperties>) {
  const options = slideShowOptions(properties);
  const pages = paginate(Children.toArray(children), options.slidesPerPage);
  const [state, dispatch] = useReducer(slideshowReducer, pages.length, (count) =>
    initialSlideshow(count, { mode: properties.mode, paused: options.pause }),
  );
  const id = useId();

  useEffect(() => {
    if (state.count !== pages.length) dispatch({ type: 'count', count: pages.length });
  }, [pages.length, state.count]);

  const running = autoAdvances(state) && !context.editing;
  useEffect(() => {
    if (!running) return;
    return scheduleAdvance(options.slideInterval, {
      onAdvance: () => dispatch({ type: 'tick', random: Math.random() }),
      onPreload: options.preLoadNextSlide
        ? () => dispatch({ type: 'preload', random: Math.random() })
        : undefined,
    });
  }, [running, state.index, state.timerKey, options.slideInterval, options.preLoadNextSlide]);

  const many = pages.length > 1;
  return (
    <section
      className="block-slideshow"
      aria-roledescription="carousel"
      aria-label="Slideshow"
      style={{ '--slides-per-page': options.slidesPerPage } as CSSProperties}
      onMouseEnter={() => dispatch({ type: 'hold' })}
      onMouseLeave={() => dispatch({ type: 'release' })}
      onFocus={() => dispatch({ type: 'hold' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'release' });
      }}
    >
      <div
        id={`${id}-slides`}
        className="block-slideshow__slides"
        aria-live={running ? 'off' : 'polite'}
      >
        {pages.map((slides, page) => {
          const active = page === state.index;
          const preloading = !active && page === state.preloading;
          return (
            <div
              key={page}
              role="group"
              aria-roledescription="slide"
              aria-label={`${page + 1} of ${pages.length}`}
              className={`block-slideshow__page${active ? ' block-slideshow__page--active' : ''}${preloading ? ' block-slideshow__page--preloading' : ''}`}
              hidden={!active && !preloading}
              aria-hidden={preloading || undefined}
            >
              {slides}
            </div>
          );
        })}
      </div>
      {many && options.showNavigation ? (
        <>
          <button
            type="button"
            className="block-slideshow__arrow block-slideshow__arrow--previous"
            aria-controls={`${id}-slides`}
            aria-label="Previous slide"
            onClick={() => dispatch({ type: 'previous' })}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="block-slideshow__arrow block-slideshow__arrow--next"
            aria-controls={`${id}-slides`}
            aria-label="Next slide"
            onClick={() => dispatch({ type: 'next' })}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      {many ? (
        <div className="block-slideshow__controls">
          {options.showPosition
            ? pages.map((_, page) => (
                <button
                  key={page}
                  type="button"
                  className="block-slideshow__dot"
                  aria-label={`Go to slide ${page + 1}`}
                  aria-current={page === state.index || undefined}
                  onClick={() => dispatch({ type: 'goTo', index: page })}
                />
              ))
            : null}
          {context.editing ? null : (
            <button
              type="button"
              className="block-slideshow__pause"
              aria-pressed={state.paused}
              onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
            >
              {state.paused ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
