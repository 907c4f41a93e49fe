import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import type { AffiliateSettingsProperties } from './properties';
import { affiliateSettingsSchema, type AffiliateSettings } from './settings';

/** Null: no path set, so there is nowhere to read or save settings. */
export type AffiliateSettingsData = BlockData<AffiliateSettings | null>;

export async function loadAffiliateSettings({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<AffiliateSettingsProperties>): Promise<AffiliateSettingsData> {
  if (properties.asyncData === '') return ok(null);
  return getAsyncPath(properties.asyncData, divisionId, get, affiliateSettingsSchema);
}
