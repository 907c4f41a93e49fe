import { GRID_COLUMNS, GRID_COLUMNS_XS, MIN_BLOCK_WIDTH } from '../../src/model';

/**
 * A block's span on the 6-column grid below `sm`: narrow blocks (up to a quarter of the
 * page) take half the row, everything wider takes the whole row, so phones show at most
 * two blocks side by side and never a sliver.
 */
export function xsSpan(width: number): number {
  return width <= MIN_BLOCK_WIDTH ? GRID_COLUMNS_XS / 2 : GRID_COLUMNS_XS;
}

/** The grid every page and container lays blocks on (12 columns, 6 below `sm`). */
export const gridStyles = `
.pb-grid{display:grid;grid-template-columns:repeat(${GRID_COLUMNS_XS},minmax(0,1fr));gap:var(--page-spacing,24px);align-items:start}
.pb-cell{grid-column:span var(--span-xs,${GRID_COLUMNS_XS});min-width:0}
@media (min-width:576px){.pb-grid{grid-template-columns:repeat(${GRID_COLUMNS},minmax(0,1fr))}.pb-cell{grid-column:span var(--span,${GRID_COLUMNS})}}
`.trim();
