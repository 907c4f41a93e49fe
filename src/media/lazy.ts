import { useEffect, useState, type RefObject } from 'react';

/** Lazy content loads once it is within 100px of the viewport. */
export const LAZY_LOAD_MARGIN = '100px';

type ObserverClass = typeof IntersectionObserver;

/**
 * Calls `onNear` once, when the element comes within `rootMargin` of the viewport, and
 * stops observing. Without IntersectionObserver (old browsers) it calls at once.
 * Returns the cleanup.
 */
export function observeNearViewport(
  element: Element,
  onNear: () => void,
  rootMargin: string = LAZY_LOAD_MARGIN,
  Observer: ObserverClass | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) {
    onNear();
    return () => undefined;
  }
  const observer = new Observer(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element has come near the viewport. False during server rendering and
 * the first client render (so both render the same), and while `enabled` is false.
 * For what native `loading="lazy"` cannot cover: background images, video, iframes
 * swapped in for a facade.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    return observeNearViewport(element, () => setNear(true));
  }, [ref, enabled, near]);
  return near;
}
