import { describe, expect, it } from 'vitest';
import { feedLimit, feedSources } from './sources';

describe('feed sources', () => {
  it('show instagram 20 and the other sources 1 by default, unless the seller sets a limit', () => {
    expect(feedLimit('instagram', null)).toBe(20);
    expect(feedLimit('products', null)).toBe(1);
    expect(feedLimit('collections', null)).toBe(1);
    expect(feedLimit('blog', null)).toBe(1);
    expect(feedLimit('collections', 6)).toBe(6);
  });

  it('read the spec paths with their queries', () => {
    expect(feedSources.instagram.path(4)).toBe('/divisions/4/social/instagram/posts');
    expect(feedSources.instagram.query(20, 4)).toStrictEqual({ limit: 20 });
    expect(feedSources.products.path(4)).toBe('/division/4/products/');
    expect(feedSources.collections.path(4)).toBe('/collections/get/4/');
    expect(feedSources.collections.query(1, 4)).toBeUndefined();
    expect(feedSources.blog.path(4)).toBe('/blog/paginate/');
    expect(feedSources.blog.query(3, 4)).toStrictEqual({ paginate: 3, divisions: 4, lite: true });
  });

  it('turn each source entry into a tile', () => {
    const collections = feedSources.collections.response.parse([
      {
        id: 5,
        name: 'Summer',
        urlName: 'summer',
        banner: { thumbnails: { full: '/img/summer.jpg' } },
      },
    ]).items;
    expect(collections[0]).toStrictEqual({
      id: 'collection-5',
      title: 'Summer',
      image: '/img/summer.jpg',
      alt: '',
      href: '/collection/summer/',
    });
    const media = feedSources.instagram.response.parse({
      media: [{ id: '9', mediaUrl: 'https://cdn/x.jpg', permalink: 'https://instagram.com/p/9' }],
    }).items;
    expect(media[0]).toStrictEqual({
      id: 'instagram-9',
      title: '',
      image: 'https://cdn/x.jpg',
      alt: 'Instagram post',
      href: 'https://instagram.com/p/9',
    });
  });

  it('turn products and blog posts into tiles linking to their pages', () => {
    const [product] = feedSources.products.response.parse({
      products: [
        {
          id: 1,
          urlName: 'organic-tee',
          name: 'Organic Tee',
          image: {
            original: '/img/tee.png',
            altText: 'A green tee',
            sizes: { '640': '/img/tee-640.png' },
          },
          price: 25,
          salePrice: null,
          manufacturer: null,
        },
      ],
    }).items;
    expect(product).toStrictEqual({
      id: 'product-1',
      title: 'Organic Tee',
      image: '/img/tee-640.png',
      alt: 'A green tee',
      href: '/product/organic-tee/',
    });
    const [post] = feedSources.blog.response.parse({
      posts: [{ id: 3, url: 'summer-drop', title: 'Summer drop', metaImage: null }],
      total: 1,
    }).items;
    expect(post).toStrictEqual({
      id: 'post-3',
      title: 'Summer drop',
      image: null,
      alt: '',
      href: '/blog/summer-drop/',
    });
  });

  it('tell a store without an Instagram account from one whose account has no posts', () => {
    expect(feedSources.instagram.response.parse({ media: [], connected: false })).toStrictEqual({
      items: [],
      notConnected: true,
    });
    expect(feedSources.instagram.response.parse({ media: [], connected: true })).toStrictEqual({
      items: [],
    });
  });
});
