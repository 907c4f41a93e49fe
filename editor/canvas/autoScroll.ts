/**
 * Auto-scroll while a block is dragged with a pointer: near the stage's top or bottom edge
 * (inside it, or just outside it), the stage scrolls towards that edge, faster the deeper
 * the pointer is in the edge zone.
 */

/** How close to the top or bottom edge the pointer must be, on either side of it. */
export const AUTO_SCROLL_EDGE_PX = 64;
/** The most the stage scrolls in one frame, when the pointer is at the edge or past it. */
export const AUTO_SCROLL_MAX_STEP_PX = 18;

/**
 * How far the stage scrolls this frame for a pointer at `y`: negative scrolls up, positive
 * down, 0 away from both edges. A stage shorter than two edge zones scrolls up.
 */
export function autoScrollStep(stage: { top: number; bottom: number }, y: number): number {
  const up = y < stage.top + AUTO_SCROLL_EDGE_PX && y >= stage.top - AUTO_SCROLL_EDGE_PX;
  const down = y > stage.bottom - AUTO_SCROLL_EDGE_PX && y <= stage.bottom + AUTO_SCROLL_EDGE_PX;
  if (!up && !down) return 0;
  const depth = up ? stage.top + AUTO_SCROLL_EDGE_PX - y : y - (stage.bottom - AUTO_SCROLL_EDGE_PX);
  const step = Math.ceil(
    (Math.min(depth, AUTO_SCROLL_EDGE_PX) / AUTO_SCROLL_EDGE_PX) * AUTO_SCROLL_MAX_STEP_PX,
  );
  return up ? -step : step;
}
