import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/errors';
import {
  describeBlockContract,
  editorContext,
  expectMailSafe,
  makeBlock,
  renderBlock,
  renderMail,
} from '../testing';
import feed from './index';
import { FEED_NO_STORE_REASON } from './load';
import { FEED_MESSAGES } from './FeedBlock';
import type { FeedItem } from './sources';

describeBlockContract(feed, { name: 'feed', mail: true });

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const posts: FeedItem[] = [
  {
    id: 'instagram-1',
    title: 'New drop',
    image: 'https://cdn.example/1.jpg',
    alt: '',
    href: 'https://instagram.com/p/1',
  },
  {
    id: 'instagram-2',
    title: '',
    image: 'https://cdn.example/2.jpg',
    alt: 'Instagram post',
    href: 'https://instagram.com/p/2',
  },
];
const loaded = (items: FeedItem[], title?: string) => ({
  ok: true,
  value: title ? { items, title } : { items },
});

describe('feed block', () => {
  it('defaults to the instagram source with the source limit (null)', () => {
    expect(feed.properties.parse({})).toMatchObject({ source: 'instagram', limit: null });
  });

  it('shows at most 8 placeholders while loading, one for a single-item source', () => {
    const html = renderBlock(feed);
    expect(html).toContain(FEED_MESSAGES.loading);
    expect(html.match(/block-feed__image--none/g)).toHaveLength(8);
    const single = renderBlock(feed, { source: 'blog' });
    expect(single.match(/block-feed__image--none/g)).toHaveLength(1);
    expect(single).toContain('block-feed--single');
  });

  it('renders tiles; external posts open in a new tab', () => {
    const html = renderBlock(feed, { title: 'On Instagram' }, { data: loaded(posts) });
    expect(html).toContain(
      'href="https://instagram.com/p/1" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('alt="Instagram post"');
    expect(text(html)).toContain('New drop');
    expect(text(html)).toContain('On Instagram');
  });

  it('shows the empty and error states; the reason only in the editor', () => {
    expect(text(renderBlock(feed, {}, { data: loaded([]) }))).toContain(FEED_MESSAGES.empty);
    const failed = { ok: false, error: 'GET /x failed: Server error' };
    const shopper = text(renderBlock(feed, {}, { data: failed }));
    expect(shopper).toContain(FEED_MESSAGES.error);
    expect(shopper).not.toContain('Server error');
    expect(renderBlock(feed, {}, { data: failed, context: editorContext })).toContain(
      'Server error',
    );
  });

  it('hides an instagram feed from shoppers until an account is connected; tells the seller', async () => {
    const notConnected = { ok: true, value: { items: [], notConnected: true } };
    const properties = { title: 'On Instagram' };
    expect(renderBlock(feed, properties, { data: notConnected })).toBe('');
    expect(await renderMail(feed, properties, { data: notConnected })).not.toContain(
      'On Instagram',
    );
    const seller = text(
      renderBlock(feed, properties, { data: notConnected, context: editorContext }),
    );
    expect(seller).toContain(
      'Instagram is not connected. Connect an account in Settings, Instagram.',
    );
  });

  it('renders mail tiles with absolute links, at most six', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      ...posts[0]!,
      id: `p${i}`,
      href: `/blog/post-${i}/`,
      image: `/img/${i}.jpg`,
    }));
    const html = await renderMail(feed, { title: 'From the blog' }, { data: loaded(many) });
    expectMailSafe(html);
    expect(html).toContain('href="https://store.example/blog/post-0/"');
    expect(html).toContain('src="https://store.example/img/5.jpg"');
    expect(html).not.toContain('post-6');
  });
});

describe('feed load', () => {
  const load = (
    properties: Record<string, unknown>,
    get: (path: string, query?: object) => Promise<unknown>,
    divisionId: number | null = 4,
  ) =>
    feed.load!({
      block: makeBlock(feed, properties),
      properties: feed.properties.parse(properties),
      divisionId,
      get,
    });

  const media = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: String(i),
      mediaUrl: `https://cdn/${i}.jpg`,
      permalink: `https://instagram.com/p/${i}`,
      caption: '',
    }));

  it('reads 20 instagram posts by default', async () => {
    const get = vi.fn().mockResolvedValue(media(25));
    const result = await load({}, get);
    expect(get).toHaveBeenCalledWith('/divisions/4/social/instagram/posts', { limit: 20 });
    expect(result.ok && result.value.items).toHaveLength(20);
  });

  it('passes on that the store has no Instagram account', async () => {
    const result = await load({}, vi.fn().mockResolvedValue({ media: [], connected: false }));
    expect(result).toStrictEqual({ ok: true, value: { items: [], notConnected: true } });
  });

  it('reads 1 collection by default from /collections/get/{division}/', async () => {
    const collections = [1, 2, 3].map((id) => ({
      id,
      name: `C${id}`,
      urlName: `c${id}`,
      banner: null,
    }));
    const get = vi.fn().mockResolvedValue(collections);
    const result = await load({ source: 'collections' }, get);
    expect(get).toHaveBeenCalledWith('/collections/get/4/', undefined);
    expect(result).toStrictEqual(
      loaded([{ id: 'collection-1', title: 'C1', image: null, alt: '', href: '/collection/c1/' }]),
    );
  });

  it('reads blog posts with paginate, divisions and lite', async () => {
    const get = vi.fn().mockResolvedValue({ posts: [], total: 0 });
    await load({ source: 'blog', limit: 3 }, get);
    expect(get).toHaveBeenCalledWith('/blog/paginate/', { paginate: 3, divisions: 4, lite: true });
  });

  it('fails on a response of the wrong shape, a failed request, or a page without a store', async () => {
    const wrong = await load({}, vi.fn().mockResolvedValue([{ id: 1 }]));
    expect(wrong.ok).toBe(false);
    expect(
      await load({ source: 'products' }, vi.fn().mockRejectedValue(new ServerError())),
    ).toStrictEqual({
      ok: false,
      error: 'GET /division/4/products/ failed: Server error',
    });
    expect(await load({}, vi.fn(), null)).toStrictEqual({ ok: false, error: FEED_NO_STORE_REASON });
  });

  it('reads asyncItems in the source shape and asyncData for the title', async () => {
    const get = vi.fn(async (path: string) =>
      path === '/feeds/4/' ? { media: media(2) } : { title: 'Our feed' },
    );
    const result = await load(
      { asyncItems: '/feeds/{division}/', asyncData: '/feeds/title/' },
      get,
    );
    expect(result.ok && result.value.title).toBe('Our feed');
    expect(result.ok && result.value.items.map((item) => item.id)).toStrictEqual([
      'instagram-0',
      'instagram-1',
    ]);
  });
});
