import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import { affiliateProfileSchema, type AffiliateProfile } from './attribution';
import type { AffiliateAttributionProperties } from './properties';

/** Null: no path set, so no affiliate to show. */
export type AffiliateAttributionData = BlockData<AffiliateProfile | null>;

export async function loadAffiliateProfile({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<AffiliateAttributionProperties>): Promise<AffiliateAttributionData> {
  if (properties.asyncData === '') return ok(null);
  return getAsyncPath(properties.asyncData, divisionId, get, affiliateProfileSchema);
}
