import { z } from 'zod';
import { integer } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';
import { FEED_SOURCES } from './sources';

export const MAX_FEED_LIMIT = 50;

export const feedProperties = z.object({
  title: z.string().default(''),
  source: z.enum(FEED_SOURCES).default('instagram'),
  /** Items shown; null uses the source's default (instagram 20, others 1). */
  limit: integer.pipe(z.number().min(1).max(MAX_FEED_LIMIT)).nullable().default(null),
  /** A GET path answering the source's items instead of its usual endpoint. */
  asyncItems: asyncPathProperty,
  /** A GET path answering `{ title }` to show instead of the title above. */
  asyncData: asyncPathProperty,
});

export type FeedProperties = z.output<typeof feedProperties>;
