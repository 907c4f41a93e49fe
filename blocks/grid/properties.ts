import { z } from 'zod';
import { integer } from '../../src/model';

/** Default grid columns 2 (xs), 3 (md), 4 (lg). */
export const GRID_DEFAULT_COLUMNS = { xs: 2, md: 3, lg: 4 } as const;

const columns = integer.pipe(z.number().min(1).max(6));

export const gridProperties = z.object({
  columnsXs: columns.default(GRID_DEFAULT_COLUMNS.xs),
  columnsMd: columns.default(GRID_DEFAULT_COLUMNS.md),
  columnsLg: columns.default(GRID_DEFAULT_COLUMNS.lg),
});

export type GridProperties = z.output<typeof gridProperties>;
