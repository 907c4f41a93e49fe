import { randomBytes } from 'node:crypto';
import { ProUpgradeRequiredError, ValidationError } from '../../src/errors';
import { PAGE_MESSAGES } from '../../src/errors/pageMessages';
import {
  BLOCK_DEPTH_MESSAGE,
  blocksTooDeep,
  pageWriteSchema,
  toFieldIssues,
  type Page,
} from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { normalizePageUrl, withHomepageFlag } from '../../src/rules';
import { blockIssues } from './blockIssues';
import { proOnlyTypes } from './proContent';
import { sanitizePageHtml } from './sanitizePageHtml';

/**
 * Turns a POST or PATCH body into the page to store, or throws the typed error the
 * client maps to a page message:
 * - 422 when blocks nest deeper than MAX_BLOCK_DEPTH (checked first: the parse below recurses);
 * - 422 Page failed validation, listing fields (shape, then every block's type and properties);
 * - 402 Pro required to save this page, for Pro-only block types on a non-Pro store.
 * The url is normalised and the homepage flag follows it; seller HTML is sanitised.
 * A page saved without a url gets a temporary one (`/page-1a2b3c4d/`): every stored
 * page must be reachable, and `/` is never assigned behind the seller's back.
 */
export function preparePageWrite(
  body: unknown,
  options: { registry: BlockRegistry; pro: boolean },
): Page {
  if (blocksTooDeep((body as { blocks?: unknown } | null)?.blocks))
    throw new ValidationError(BLOCK_DEPTH_MESSAGE, [
      { field: 'blocks', message: BLOCK_DEPTH_MESSAGE },
    ]);
  const parsed = pageWriteSchema.safeParse(body);
  if (!parsed.success)
    throw new ValidationError(PAGE_MESSAGES.failedValidation, toFieldIssues(parsed.error));
  const input = parsed.data as Page;
  const issues = blockIssues(input.blocks, options.registry);
  if (issues.length > 0) throw new ValidationError(PAGE_MESSAGES.failedValidation, issues);
  if (!options.pro && proOnlyTypes(input.blocks, options.registry).length > 0) {
    throw new ProUpgradeRequiredError(PAGE_MESSAGES.proRequired);
  }
  const url = normalizePageUrl(input.url) ?? `/page-${randomBytes(4).toString('hex')}/`;
  return sanitizePageHtml(withHomepageFlag({ ...input, url }), options.registry);
}
