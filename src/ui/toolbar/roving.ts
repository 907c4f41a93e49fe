export type ToolbarOrientation = 'horizontal' | 'vertical';

/**
 * The item a key moves focus to in a toolbar (WAI-ARIA toolbar pattern): the arrows of
 * its orientation go to the next or previous item, wrapping at the ends; Home and End go
 * to the first and last. Any other key (including the other axis' arrows) is not the
 * toolbar's: null.
 */
export function rovingTarget(
  key: string,
  current: number,
  count: number,
  orientation: ToolbarOrientation = 'horizontal',
): number | null {
  if (count === 0) return null;
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case next:
      return (current + 1) % count;
    case previous:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
