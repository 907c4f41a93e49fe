/**
 * Tooltip placement: a tooltip keeps clear of 60 px at the top of the viewport (the fixed
 * header sits there) and 6 px at the bottom. It shows above its anchor when it fits there,
 * else below when it fits there, else on the side with more room.
 */
export const TOOLTIP_VIEWPORT_OFFSETS = { top: 60, bottom: 6 } as const;

export type TooltipSide = 'top' | 'bottom';

export interface TooltipGeometry {
  /** The anchor's top and bottom edges, in viewport px. */
  anchorTop: number;
  anchorBottom: number;
  tooltipHeight: number;
  viewportHeight: number;
}

export function tooltipSide(
  geometry: TooltipGeometry,
  offsets: { top: number; bottom: number } = TOOLTIP_VIEWPORT_OFFSETS,
): TooltipSide {
  const roomAbove = geometry.anchorTop - offsets.top;
  const roomBelow = geometry.viewportHeight - offsets.bottom - geometry.anchorBottom;
  if (roomAbove >= geometry.tooltipHeight) return 'top';
  if (roomBelow >= geometry.tooltipHeight) return 'bottom';
  return roomAbove >= roomBelow ? 'top' : 'bottom';
}
