import { GRID_COLUMNS_XS } from '../../src/model';
import { CONTENT_WIDTH } from '../../src/media';

/** Pod image srcset widths: 480, 640, 960, 1280, 1920. */
export const POD_SRCSET_WIDTHS = [480, 640, 960, 1280, 1920] as const;
export const POD_IMAGE_BASE_WIDTH = CONTENT_WIDTH;

/**
 * How many pods share a row at the smallest breakpoint (xs, a 6-column grid): a pod 3
 * columns wide sits two to a row, one 4 or more wide fills the row.
 */
export function podsPerRowAtSmallest(columns: number): number {
  return Math.max(1, Math.floor(GRID_COLUMNS_XS / Math.min(Math.max(columns, 1), GRID_COLUMNS_XS)));
}

/**
 * The width a pod asks its image for: the 1110px content width divided by the pods
 * sharing a row at the smallest breakpoint, where a pod is widest relative to its share.
 */
export function podImageWidth(columns: number): number {
  return Math.ceil(POD_IMAGE_BASE_WIDTH / podsPerRowAtSmallest(columns));
}
