import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import type { MonthProfit } from './chart';
import { profitResponseSchema, type ProfitPerMonthProperties } from './properties';

export type ProfitPerMonthData = BlockData<MonthProfit[]>;

/** Without a path there is nothing to read: an empty series. */
export async function loadProfitPerMonth({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<ProfitPerMonthProperties>): Promise<ProfitPerMonthData> {
  if (properties.asyncData === '') return ok([]);
  return getAsyncPath(properties.asyncData, divisionId, get, profitResponseSchema);
}
