import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { helpIndexOf, HELP_QUESTION_GROUPS } from '../../src/help';
import { preparePageWrite } from '../pages/preparePageWrite';
import { HELP_TEMPLATE_QUESTION_NAMES, helpPageTemplates } from './helpPages';

describe('help page templates', () => {
  const pages = helpPageTemplates('Bits & <Bobs>');

  it('file every template question under a group, and make reasons to get in touch', () => {
    expect(HELP_TEMPLATE_QUESTION_NAMES.every((name) => HELP_QUESTION_GROUPS[name])).toBe(true);
    const index = helpIndexOf(
      pages.map((page) => ({ url: page.url, title: 'A question', published: true })),
    );
    expect(index.groups.map((group) => group.code)).toEqual([
      'orders',
      'delivery',
      'returns',
      'products',
      'studio',
    ]);
    expect(index.reasons.map((reason) => reason.name)).toEqual([
      'where-is-my-order',
      'problem-with-my-order',
      'change-my-order',
      'something-else',
    ]);
  });

  it('are valid page writes whose words name the store, escaped, and whose buttons open the chat or a page', () => {
    for (const page of pages) preparePageWrite(page, { registry, pro: false });
    const text = JSON.stringify(pages);
    expect(text).toContain('Bits &#38; &#60;Bobs&#62; accepts');
    expect(text).not.toContain('<Bobs>');
    expect(text).toContain('"href":"@open-chat"');
  });
});
