import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import type { PriceFigures } from './breakdown';
import { priceFiguresSchema, type PriceBreakdownProperties } from './properties';

/** Null data: the block shows the figures typed into its properties. */
export type PriceBreakdownData = BlockData<PriceFigures | null>;

export async function loadPriceFigures({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<PriceBreakdownProperties>): Promise<PriceBreakdownData> {
  if (properties.asyncData === '') return ok(null);
  return getAsyncPath(properties.asyncData, divisionId, get, priceFiguresSchema);
}
