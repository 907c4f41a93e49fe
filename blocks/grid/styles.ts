import { BREAKPOINTS } from '../../src/model';
import { GRID_DEFAULT_COLUMNS } from './properties';

/**
 * Equal columns: 2 (xs), 3 (md), 4 (lg) by default; gap 0.5em on xs, 1em from sm.
 * The renderer wraps each item in a page-grid cell that spans
 * columns of the 12-column grid; inside a grid block every item takes one column, so the
 * cell's span is overridden (it is set inline, hence !important).
 */
export const gridStyles = `
.block-grid__items {
  display: grid;
  grid-template-columns: repeat(var(--grid-columns-xs, ${GRID_DEFAULT_COLUMNS.xs}), minmax(0, 1fr));
  gap: 0.5em;
}
.block-grid__items > * { grid-column: auto !important; min-width: 0; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .block-grid__items { gap: 1em; }
}
@media (min-width: ${BREAKPOINTS.md}px) {
  .block-grid__items { grid-template-columns: repeat(var(--grid-columns-md, ${GRID_DEFAULT_COLUMNS.md}), minmax(0, 1fr)); }
}
@media (min-width: ${BREAKPOINTS.lg}px) {
  .block-grid__items { grid-template-columns: repeat(var(--grid-columns-lg, ${GRID_DEFAULT_COLUMNS.lg}), minmax(0, 1fr)); }
}
`;
