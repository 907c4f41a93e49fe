import { describe, expect, it } from 'vitest';
import { embedUrl, thumbnailUrl, youtubeId } from './video';

describe('youtubeId', () => {
  it('reads an id from every address shape sellers paste', () => {
    for (const input of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeId(input)).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses other sites and malformed ids', () => {
    expect(youtubeId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('')).toBeNull();
  });
});

describe('embed and thumbnail', () => {
  it('embeds from youtube-nocookie.com', () => {
    expect(embedUrl('dQw4w9WgXcQ', { autoplay: true, start: 30 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&start=30',
    );
    expect(embedUrl('dQw4w9WgXcQ', { autoplay: false, start: 0 })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });

  it('shows the cookie-free thumbnail', () => {
    expect(thumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });
});
