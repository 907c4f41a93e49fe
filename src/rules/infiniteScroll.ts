/**
 * Infinite scroll: more items load once the end of the list is within the threshold
 * (100 px by default) of the bottom of the viewport. The product list API takes only a
 * limit, so each load asks for one page more than is shown, up to the API's most.
 */
export const INFINITE_SCROLL_THRESHOLD = 100;

/** The IntersectionObserver margin that fires `threshold` px before the list's end shows. */
export const infiniteScrollMargin = (threshold: number = INFINITE_SCROLL_THRESHOLD): string =>
  `0px 0px ${threshold}px 0px`;

/** True when the list's end (its bottom edge, in viewport px) is within `threshold` of the viewport's bottom. */
export function isNearListEnd(
  view: { listEnd: number; viewportHeight: number },
  threshold: number = INFINITE_SCROLL_THRESHOLD,
): boolean {
  return view.listEnd - view.viewportHeight <= threshold;
}

export interface InfiniteList {
  /** How many items were asked for last. */
  requested: number;
  /** How many came back. */
  received: number;
}

/** More may exist while the last answer filled what was asked and the API's most is not reached. */
export function hasMoreItems(list: InfiniteList, max: number): boolean {
  return list.received >= list.requested && list.requested < max;
}

/** The limit of the next load: one page more than is shown, never above the API's most. */
export const nextLimit = (shown: number, pageSize: number, max: number): number =>
  Math.min(shown + pageSize, max);
