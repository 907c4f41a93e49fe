import type { StudioElement } from './design';

/**
 * Print count (spec, merchandise entities): 0, 1 or 2 by presence of front and back
 * designs, summed over bundle items. Sleeves and single-area products do not add to it.
 */
export interface PrintSides {
  front: boolean;
  back: boolean;
}

export function printCount(sides: PrintSides): number {
  return (sides.front ? 1 : 0) + (sides.back ? 1 : 0);
}

/** A bundle's print count: each item's count, added up. */
export function bundlePrintCount(items: readonly PrintSides[]): number {
  return items.reduce((sum, item) => sum + printCount(item), 0);
}

/** Which of front and back carry at least one element. */
export function sidesOf(elements: readonly StudioElement[]): PrintSides {
  return {
    front: elements.some((element) => element.area === 'front'),
    back: elements.some((element) => element.area === 'back'),
  };
}
