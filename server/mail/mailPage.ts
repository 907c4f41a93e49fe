import { pageSchema, type Page } from '../../src/model';

/** One block of a built-in mail page, in the order given. */
export interface MailPageBlock {
  type: string;
  properties: Record<string, unknown>;
}

/**
 * A mail page of the builder made by the product itself (account and notice mails, order
 * and return mails): never published or listed, its blocks numbered `{prefix}-{n}` so a
 * composed mail renders the same markup every time.
 */
export function builtInMailPage(input: {
  prefix: string;
  subject: string;
  description: string;
  blocks: readonly MailPageBlock[];
  url?: string;
}): Page {
  return pageSchema.parse({
    ...(input.url ? { url: input.url } : {}),
    layout: 'mail',
    published: false,
    sitemap: false,
    mode: 'native',
    properties: {
      title: { value: input.subject },
      description: { value: input.description },
      isMailPage: { value: true },
      isStorePage: { value: false },
      isSearchable: { value: false },
    },
    blocks: input.blocks.map((block, order) => ({
      id: `${input.prefix}-${order}`,
      uid: `${input.prefix}-${order}`,
      type: block.type,
      order,
      properties: { template: 'v2', ...block.properties },
    })),
  });
}

/** Escapes text for the HTML of a text block. */
export const escapeMailHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
