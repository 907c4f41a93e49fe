import { registry as productRegistry } from '../../blocks';
import { createConditionRegistry } from '../../src/conditions';
import {
  loadMailBlockData,
  mailSubject,
  mailVisibleItems,
  mailWebVersionPath,
  renderMailPage,
  type MailExport,
} from '../../src/mail';
import type { Page } from '../../src/model';
import type { BlockLoadArgs, BlockRegistry } from '../../src/registry';
import { fontStack, resolvePageTheme } from '../../themes';
import type { Division } from '../store/divisionsRepository';

export interface MailExportInput {
  page: Page;
  division: Pick<Division, 'id' | 'name' | 'theme' | 'pro'>;
  /** Where links and images point (see mailOrigin). */
  origin: string;
  /** GET a path under /omnis/v3 (in-process), for data blocks. */
  get: BlockLoadArgs<unknown>['get'];
  registry?: BlockRegistry;
  /** The clock for date conditions; now by default. */
  now?: number;
  log?: (message: string, detail: unknown) => void;
}

/**
 * A stored mail page as the email it sends: the page's theme (else the store's), the
 * blocks a signed-out reader sees with their data loaded, links and images on the
 * store's origin, and a link to the web version on the storefront.
 */
export async function exportMailPage(input: MailExportInput): Promise<MailExport> {
  const registry = input.registry ?? productRegistry;
  const conditions = createConditionRegistry({ log: input.log ?? (() => undefined) });
  const visibleItems = mailVisibleItems({
    conditions,
    pro: input.division.pro,
    now: input.now ?? Date.now(),
  });
  const blockData = await loadMailBlockData({
    blocks: input.page.blocks,
    registry,
    visibleItems,
    divisionId: input.division.id,
    get: input.get,
  });
  const subject = mailSubject(input.page, input.division.name);
  const { html, text, preheader } = await renderMailPage({
    page: input.page,
    registry,
    theme: { values: resolvePageTheme(input.page.theme ?? input.division.theme).values, fontStack },
    origin: input.origin,
    visibleItems,
    subject,
    blockData,
    webVersionUrl: input.page.id
      ? `${input.origin}${mailWebVersionPath(input.page.id)}`
      : undefined,
  });
  return { subject, preheader, html, text };
}
