import { z } from 'zod';
import { fail, ok } from '../../src/model';
import { getAsyncPath, getValidated, type BlockData, type BlockLoadArgs } from '../../src/registry';
import type { FeedProperties } from './properties';
import { feedLimit, feedSources, type FeedItem, type FeedList } from './sources';

export interface FeedContent {
  items: FeedItem[];
  title?: string;
  /** The source needs an account the store has not connected (instagram). */
  notConnected?: boolean;
}

export type FeedData = BlockData<FeedContent>;

export const FEED_NO_STORE_REASON = 'The page belongs to no store, so the feed has no source';

const feedDataResponse = z.object({ title: z.string().optional() });

async function loadItems({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<FeedProperties>): Promise<BlockData<FeedList>> {
  const source = feedSources[properties.source];
  if (properties.asyncItems !== '')
    return getAsyncPath(properties.asyncItems, divisionId, get, source.response);
  if (divisionId === null) return fail(FEED_NO_STORE_REASON);
  const limit = feedLimit(properties.source, properties.limit);
  return getValidated(
    get,
    source.path(divisionId),
    source.query(limit, divisionId),
    source.response,
  );
}

async function loadFeedData({
  properties,
  divisionId,
  get,
}: BlockLoadArgs<FeedProperties>): Promise<BlockData<z.output<typeof feedDataResponse>>> {
  if (properties.asyncData === '') return ok({});
  return getAsyncPath(properties.asyncData, divisionId, get, feedDataResponse);
}

/** The source's tiles (at most the limit in force) and the optional title from asyncData. */
export async function loadFeed(args: BlockLoadArgs<FeedProperties>): Promise<FeedData> {
  const [items, feedData] = await Promise.all([loadItems(args), loadFeedData(args)]);
  if (!items.ok) return items;
  if (!feedData.ok) return feedData;
  const content: FeedContent = {
    items: items.value.items.slice(0, feedLimit(args.properties.source, args.properties.limit)),
  };
  if (items.value.notConnected) content.notConnected = true;
  if (feedData.value.title !== undefined) content.title = feedData.value.title;
  return ok(content);
}
