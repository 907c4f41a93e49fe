import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('uses a page title', () => {
    expect(
      breadcrumbs([{ pathname: '/', breadcrumb: { from: 'title', title: 'Home' } }]),
    ).toStrictEqual([{ text: 'Home', href: '/' }]);
  });

  it('takes a title crumb that names none from the route metadata', () => {
    expect(
      breadcrumbs([{ pathname: '/about/', breadcrumb: { from: 'title' }, title: 'About us' }]),
    ).toStrictEqual([{ text: 'About us', href: '/about/' }]);
  });

  it('turns the dashes of a URL parameter into spaces', () => {
    expect(
      breadcrumbs([
        { pathname: '/help/', breadcrumb: { from: 'title', title: 'Help' } },
        {
          pathname: '/help/shipping-and-returns/',
          breadcrumb: { from: 'param', param: 'topic' },
          params: { topic: 'shipping-and-returns' },
        },
      ]),
    ).toStrictEqual([
      { text: 'Help', href: '/help/' },
      { text: 'shipping and returns', href: '/help/shipping-and-returns/' },
    ]);
  });

  it('decodes an escaped parameter and keeps a malformed one as typed', () => {
    const crumb = (value: string) =>
      breadcrumbs([
        { pathname: '/x/', breadcrumb: { from: 'param', param: 'p' }, params: { p: value } },
      ]);
    expect(crumb('caf%C3%A9-menu')).toStrictEqual([{ text: 'café menu', href: '/x/' }]);
    expect(crumb('100%-cotton')).toStrictEqual([{ text: '100% cotton', href: '/x/' }]);
  });

  it('names collection, product, blog post, blog tag and plugin crumbs after what the route loaded', () => {
    expect(
      breadcrumbs([
        {
          pathname: '/collection/organic-tees/',
          breadcrumb: { from: 'collection' },
          loaded: { collection: { name: 'Organic tees' } },
        },
        {
          pathname: '/product/wave-tee/',
          breadcrumb: { from: 'product' },
          loaded: { product: { name: 'Wave Tee' } },
        },
        {
          pathname: '/blog/why-organic/',
          breadcrumb: { from: 'blogPost' },
          loaded: { blogPost: { title: 'Why organic cotton' } },
        },
        {
          pathname: '/blog/tag/circular/',
          breadcrumb: { from: 'blogTag' },
          loaded: { blogTag: { name: 'Circular' } },
        },
        {
          pathname: '/plugins/currency',
          breadcrumb: { from: 'plugin' },
          loaded: { plugin: { name: 'Currency' } },
        },
      ]),
    ).toStrictEqual([
      { text: 'Organic tees', href: '/collection/organic-tees/' },
      { text: 'Wave Tee', href: '/product/wave-tee/' },
      { text: 'Why organic cotton', href: '/blog/why-organic/' },
      { text: 'Circular', href: '/blog/tag/circular/' },
      { text: 'Currency', href: '/plugins/currency' },
    ]);
  });

  it('leaves out routes without metadata and crumbs whose text is not known yet', () => {
    expect(
      breadcrumbs([
        { pathname: '/' },
        { pathname: '/product/wave-tee/', breadcrumb: { from: 'product' } },
        { pathname: '/help/', breadcrumb: { from: 'param', param: 'topic' }, params: {} },
        { pathname: '/blank/', breadcrumb: { from: 'title', title: '  ' } },
      ]),
    ).toStrictEqual([]);
  });

  it('names a help group page after the group, not the help centre', () => {
    expect(
      breadcrumbs([
        { pathname: '/help/', breadcrumb: { from: 'title', title: 'Help' } },
        {
          pathname: '/help/group/returns/',
          breadcrumb: { from: 'helpGroup' },
          title: 'Help centre',
          loaded: { helpGroup: { name: 'Returns and refunds' } },
        },
      ]),
    ).toStrictEqual([
      { text: 'Help', href: '/help/' },
      { text: 'Returns and refunds', href: '/help/group/returns/' },
    ]);
  });
});
