import { describe, expect, it } from 'vitest';
import { countLabel, shareLink, sharedUrl } from './share';

const url = 'https://demo.store.example/product/sunrise-tee/';

describe('share links', () => {
  it('builds each network share address with the URL encoded', () => {
    expect(shareLink('facebook', url, 'Sunrise Tee').href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.store.example%2Fproduct%2Fsunrise-tee%2F',
    );
    expect(shareLink('pinterest', url, 'Sunrise Tee').href).toBe(
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fdemo.store.example%2Fproduct%2Fsunrise-tee%2F&description=Sunrise%20Tee',
    );
    expect(shareLink('x', url, 'Sunrise Tee').href).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fdemo.store.example%2Fproduct%2Fsunrise-tee%2F&text=Sunrise%20Tee',
    );
    expect(shareLink('whatsapp', url, '').href).toBe(
      'https://wa.me/?text=https%3A%2F%2Fdemo.store.example%2Fproduct%2Fsunrise-tee%2F',
    );
    expect(shareLink('email', url, 'Sunrise Tee')).toStrictEqual({
      network: 'email',
      label: 'Share by email',
      href: 'mailto:?subject=Sunrise%20Tee&body=https%3A%2F%2Fdemo.store.example%2Fproduct%2Fsunrise-tee%2F',
    });
  });

  it("shares the product's page, or the page itself without a product", () => {
    const location = {
      origin: 'https://demo.store.example',
      href: 'https://demo.store.example/about/?ref=x',
    };
    expect(sharedUrl(location, 'sunrise-tee')).toBe(url);
    expect(sharedUrl(location, '')).toBe('https://demo.store.example/about/?ref=x');
  });

  it('counts in words', () => {
    expect(countLabel(1, 'like', 'likes')).toBe('1 like');
    expect(countLabel(0, 'like', 'likes')).toBe('0 likes');
    expect(countLabel(12, 'share', 'shares')).toBe('12 shares');
  });
});
