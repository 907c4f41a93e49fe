import { z } from 'zod';

/**
 * The publishing API's shapes (issue 14, part 2), shared by the server (answers) and the
 * editor (parses them). The draft is the page the pages API already serves to the
 * store's editors; a published version is a snapshot shoppers read.
 */

/** Who published or scheduled: the user's id (null once the account is gone) and name. */
export const publisherSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
export type Publisher = z.infer<typeof publisherSchema>;

/** One entry of a page's version history. */
export const pageVersionSummarySchema = z.object({
  number: z.number().int().positive(),
  /** The draft version (the page's `version`) the snapshot was taken from. */
  pageVersion: z.number().int(),
  url: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  publishedBy: publisherSchema.nullable(),
});
export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;

export const scheduledPublishSchema = z.object({
  publishAt: z.string(),
  scheduledBy: publisherSchema.nullable(),
});
export type ScheduledPublish = z.infer<typeof scheduledPublishSchema>;

/** GET /divisions/{division}/pages/{id}/publishing/ and the answer of every publishing action. */
export const publishingStateSchema = z.object({
  pageId: z.number().int(),
  /** The draft's version now. */
  draftVersion: z.number().int(),
  /** never: shoppers cannot see the page; changes: the draft differs from what they see. */
  state: z.enum(['never', 'changes', 'published']),
  published: pageVersionSummarySchema.nullable(),
  scheduled: scheduledPublishSchema.nullable(),
});
export type PublishingState = z.infer<typeof publishingStateSchema>;

export const versionHistorySchema = z.object({ versions: z.array(pageVersionSummarySchema) });
export type VersionHistory = z.infer<typeof versionHistorySchema>;
