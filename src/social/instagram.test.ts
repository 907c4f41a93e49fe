import { describe, expect, it } from 'vitest';
import {
  INSTAGRAM_MESSAGES,
  instagramConnectSchema,
  instagramLimitOf,
  socialMediaOf,
} from './instagram';

describe('instagram media as feed sources', () => {
  it('uses the picture of an image or album and the thumbnail of a video', () => {
    expect(
      socialMediaOf({
        id: '1',
        media_type: 'IMAGE',
        media_url: 'https://cdn.example/1.jpg',
        permalink: 'https://www.instagram.com/p/1/',
        caption: 'New drop',
      }),
    ).toEqual({
      id: '1',
      mediaUrl: 'https://cdn.example/1.jpg',
      permalink: 'https://www.instagram.com/p/1/',
      caption: 'New drop',
    });
    expect(
      socialMediaOf({
        id: '2',
        media_type: 'VIDEO',
        media_url: 'https://cdn.example/2.mp4',
        thumbnail_url: 'https://cdn.example/2.jpg',
        permalink: 'https://www.instagram.com/reel/2/',
      }),
    ).toMatchObject({ mediaUrl: 'https://cdn.example/2.jpg', caption: '' });
  });

  it('leaves out media without a picture, a link, or with a non-https address', () => {
    expect(socialMediaOf({ id: '3', media_type: 'VIDEO', permalink: 'https://x/3' })).toBeNull();
    expect(socialMediaOf({ id: '4', media_url: 'https://cdn.example/4.jpg' })).toBeNull();
    expect(
      socialMediaOf({ id: '5', media_url: 'javascript:alert(1)', permalink: 'https://x/5' }),
    ).toBeNull();
  });

  it('asks for 20 posts by default and never more than 50', () => {
    expect(instagramLimitOf(undefined)).toBe(20);
    expect(instagramLimitOf('0')).toBe(20);
    expect(instagramLimitOf('6')).toBe(6);
    expect(instagramLimitOf(500)).toBe(50);
  });

  it("refuses an empty or oversized token with the product's messages", () => {
    expect(instagramConnectSchema.safeParse({ accessToken: '  ' }).error?.issues[0]?.message).toBe(
      INSTAGRAM_MESSAGES.tokenRequired,
    );
    expect(instagramConnectSchema.safeParse({}).error?.issues[0]?.message).toBe(
      INSTAGRAM_MESSAGES.tokenRequired,
    );
    expect(
      instagramConnectSchema.safeParse({ accessToken: 'x'.repeat(1001) }).error?.issues[0]?.message,
    ).toBe(INSTAGRAM_MESSAGES.tokenTooLong);
    expect(instagramConnectSchema.parse({ accessToken: ' IGQV123 ' }).accessToken).toBe('IGQV123');
  });
});
