import { useEffect, useRef, useState } from 'react';
import { offerDueAt } from '../../src/rules/subscriberOffer';

/**
 * True once the subscriber offer is due (src/rules/subscriberOffer.ts): 30 s after the
 * page opened, or on a first visit once the trigger fired too. The page opens when this
 * first runs enabled (after hydration); a route change does not reopen it. Timers run on
 * the page's clock, so tests drive it without waiting.
 */
export function useOfferDue(
  enabled: boolean,
  firstVisit: boolean,
  firstVisitTriggerAt: number | null,
): boolean {
  const openedAt = useRef<number | null>(null);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled || due) return;
    openedAt.current ??= Date.now();
    const at = offerDueAt(openedAt.current, firstVisit, firstVisitTriggerAt);
    if (at === null) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [enabled, due, firstVisit, firstVisitTriggerAt]);
  return due;
}
