import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import { summaryDataSchema, type SummaryData, type SummaryProperties } from './properties';

/** Null data: the block shows the figures typed into its properties. */
export type SummaryBlockData = BlockData<SummaryData | null>;

export async function loadSummaryData({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<SummaryProperties>): Promise<SummaryBlockData> {
  if (properties.asyncData === '') return ok(null);
  return getAsyncPath(properties.asyncData, divisionId, get, summaryDataSchema);
}

/**
 * The heading and figures to show: the loaded ones when the path answered, else the typed
 * ones (the editor's preview, or a path that failed: a figure is better than a hole).
 */
export function summaryContent(properties: SummaryProperties, data: SummaryBlockData | undefined) {
  const loaded = data?.ok ? data.value : null;
  const heading = loaded?.heading ?? properties.heading;
  const items = (loaded?.items ?? properties.items).filter(
    (item) => item.label !== '' || item.value !== '',
  );
  return { heading, items };
}
