import { ok } from '../../src/model';
import { getAsyncPath, type BlockData, type BlockLoadArgs } from '../../src/registry';
import {
  interactionCountsSchema,
  type InteractionCounts,
  type InteractionsProperties,
} from './properties';

/** Counts are optional: without a path the buttons show without numbers. */
export type InteractionsData = BlockData<InteractionCounts>;

export async function loadInteractionCounts({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<InteractionsProperties>): Promise<InteractionsData> {
  if (properties.asyncData === '') return ok({});
  return getAsyncPath(properties.asyncData, divisionId, get, interactionCountsSchema);
}
