/**
 * axe-core through @axe-core/playwright (it injects axe into the page and its frames, past
 * the page's Content-Security-Policy) with the WCAG 2.2 A and AA rules, and a readable
 * list of what failed.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds AA rules only). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export type Violation = Pick<axe.Result, 'id' | 'impact' | 'help'> & {
  nodes: Array<Pick<axe.NodeResult, 'target' | 'html'>>;
};

/** Runs the WCAG 2.2 AA rules over the whole page. */
export async function wcagViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_22_AA_TAGS]).analyze();
  return results.violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map(({ target, html }) => ({ target: target.map(String), html })),
  }));
}

/** One line per failing element: `rule (impact): help | selector | markup`, markup cut at 160 characters. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const html = node.html.length > 160 ? `${node.html.slice(0, 159)}…` : node.html;
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} | ${node.target.join(' ')} | ${html}`;
    }),
  );
}

/** Fails the test with the readable list when the page breaks any WCAG 2.2 AA rule. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);
}
