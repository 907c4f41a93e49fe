import { useEffect, useState, type RefObject } from 'react';
import { lazyImageSizes, throttle } from './lazyImage';

/**
 * The `sizes` of an image from the width it is drawn at (`lazyImageSizes`), measured
 * after hydration and again on window resize at most once per 125 ms. Null until then,
 * so the server render and the first client render agree (the caller's fallback shows).
 */
export function useDrawnSizes(ref: RefObject<HTMLElement | null>, enabled = true): string | null {
  const [sizes, setSizes] = useState<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      // A hidden image (0 wide) keeps the caller's sizes until it is drawn.
      if (width > 0) setSizes(lazyImageSizes(width));
    };
    const throttled = throttle(measure);
    measure();
    window.addEventListener('resize', throttled.call);
    return () => {
      window.removeEventListener('resize', throttled.call);
      throttled.cancel();
    };
  }, [ref, enabled]);
  return sizes;
}
