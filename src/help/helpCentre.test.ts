import { describe, expect, it } from 'vitest';
import { helpGroupTitle, helpIndexOf, isHelpHidden, searchHelp } from './helpCentre';

const page = (url: string, title: string, published = true) => ({ url, title, published });

describe('help centre', () => {
  const pages = [
    page('/', 'Home'),
    page('/help/question/delivery-times/', 'How long does delivery take?'),
    page('/help/question/placing-an-order/', 'How do I place an order?'),
    page('/help/question/gift-wrap/', 'Do you gift wrap?'),
    page('/help/question/draft-question/', 'Not yet', false),
    page('/help/question/nested/too/', 'Too deep'),
    page('/help/reason/where-is-my-order/', 'Where is my order?'),
  ];

  it('files the questions under their groups in the groups’ order, a new one under More questions', () => {
    const index = helpIndexOf(pages);
    expect(index.groups.map((group) => [group.code, group.questions.map((q) => q.name)])).toEqual([
      ['orders', ['placing-an-order']],
      ['delivery', ['delivery-times']],
      ['more', ['gift-wrap']],
    ]);
    expect(index.reasons).toEqual([
      {
        name: 'where-is-my-order',
        title: 'Where is my order?',
        href: '/help/reason/where-is-my-order/',
      },
    ]);
  });

  it('searches the titles for every word, in any case', () => {
    const index = helpIndexOf(pages);
    expect(searchHelp(index, 'DELIVERY take').map((q) => q.name)).toEqual(['delivery-times']);
    expect(searchHelp(index, 'order place').map((q) => q.name)).toEqual(['placing-an-order']);
    expect(searchHelp(index, 'refund')).toEqual([]);
    expect(searchHelp(index, '  ')).toHaveLength(3);
  });

  it('is hidden for a direct payment processor only', () => {
    expect(isHelpHidden('direct')).toBe(true);
    expect(isHelpHidden('teemill')).toBe(false);
  });

  it('names a group by its title, and no group for an unknown code', () => {
    expect(helpGroupTitle('returns')).toBe('Returns and refunds');
    expect(helpGroupTitle('parrots')).toBeUndefined();
  });
});
