import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import type { AffiliateStatsProperties } from './properties';
import { affiliateStatsSchema, type AffiliateStats } from './stats';

/** Null: no path set, nothing to show. */
export type AffiliateStatsData = BlockData<AffiliateStats | null>;

export async function loadAffiliateStats({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<AffiliateStatsProperties>): Promise<AffiliateStatsData> {
  if (properties.asyncData === '') return ok(null);
  return getAsyncPath(properties.asyncData, divisionId, get, affiliateStatsSchema);
}
