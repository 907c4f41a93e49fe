/**
 * Renders a page to email the way the server does (real block registry, the page's theme,
 * mail visibility), for the cross-folder mail tests.
 */
import { readFileSync } from 'node:fs';
import { registry } from '../../blocks';
import { createConditionRegistry } from '../../src/conditions';
import { mailSubject, mailVisibleItems, renderMailPage, type RenderedMail } from '../../src/mail';
import { pageSchema, type Page, type PageInput } from '../../src/model';
import { fontStack, resolvePageTheme } from '../../themes';

export const ORIGIN = 'https://loopandthread.example';
/** A fixed clock: date conditions give the same mail every run. */
export const NOW = Date.parse('2026-03-02T10:00:00Z');

export function fixturePage(name: string): Page {
  return pageSchema.parse(
    JSON.parse(readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), 'utf8')),
  );
}

export function renderPageAsMail(
  page: PageInput,
  options: { theme?: string; blockData?: Record<string, unknown> } = {},
): Promise<RenderedMail> {
  const parsed = pageSchema.parse(page);
  const conditions = createConditionRegistry({ log: () => undefined });
  return renderMailPage({
    page: parsed,
    registry,
    theme: { values: resolvePageTheme(options.theme ?? parsed.theme).values, fontStack },
    origin: ORIGIN,
    visibleItems: mailVisibleItems({ conditions, pro: true, now: NOW }),
    subject: mailSubject(parsed, 'Loop & Thread'),
    blockData: options.blockData,
    webVersionUrl: parsed.id ? `${ORIGIN}/mail/${parsed.id}/` : undefined,
  });
}
