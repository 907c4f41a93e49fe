import { describe, expect, it } from 'vitest';
import { localiseImages } from './localiseImages';

describe('localiseImages', () => {
  it('swaps example-host images for local ones, the same URL for the same image', () => {
    const page = {
      blocks: [
        {
          properties: {
            image: 'https://images.shop.example/a.jpg',
            copy: 'https://images.shop.example/a.jpg',
          },
        },
        {
          properties: {
            src: 'https://cdn.shop.example/b.png?w=2',
            href: 'https://shop.example/about/',
          },
        },
      ],
    };
    expect(localiseImages(page, ['/uploads/1/x.png', '/uploads/1/y.png'])).toEqual({
      blocks: [
        { properties: { image: '/uploads/1/x.png', copy: '/uploads/1/x.png' } },
        { properties: { src: '/uploads/1/y.png', href: 'https://shop.example/about/' } },
      ],
    });
  });

  it('leaves real hosts and non-image URLs alone', () => {
    const page = { a: 'https://images.unsplash.com/photo.jpg', b: 'https://x.example/page', c: 3 };
    expect(localiseImages(page, ['/local.png'])).toEqual(page);
  });

  it('gives a named URL its own image without using up the shared ones', () => {
    const page = {
      hero: 'https://images.shop.example/hero.jpg',
      rack: 'https://images.shop.example/rack.jpg',
    };
    expect(
      localiseImages(page, ['/uploads/1/x.png'], {
        'https://images.shop.example/rack.jpg': '/uploads/1/rack.png',
      }),
    ).toEqual({ hero: '/uploads/1/x.png', rack: '/uploads/1/rack.png' });
  });
});
