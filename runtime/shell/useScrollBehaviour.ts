import { useRouter, type HistoryLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scrollTarget } from './headerRules';

/**
 * Scroll on navigation: to the top when the path changes, or back
 * to the saved position 300 ms after returning (back/forward), once the page has drawn.
 */
export function useScrollBehaviour(): void {
  const router = useRouter();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const positions = new Map<number, number>();
    let index = router.history.location.state.__TSR_index;
    let pathname = router.history.location.pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => positions.set(index, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    const unsubscribe = router.history.subscribe(
      ({ location, action }: { location: HistoryLocation; action: { type: string } }) => {
        const samePath = location.pathname === pathname;
        index = location.state.__TSR_index;
        pathname = location.pathname;
        const returning =
          action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
        if (samePath && !returning) return;
        const target = scrollTarget(returning ? 'back' : 'push', positions.get(index));
        clearTimeout(timer);
        timer = setTimeout(() => window.scrollTo(0, target.y), target.delayMs);
      },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('scroll', save);
    };
  }, [router]);
}
