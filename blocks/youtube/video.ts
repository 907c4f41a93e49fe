/**
 * YouTube addresses: the video id from whatever a seller pastes, and the privacy-enhanced
 * (youtube-nocookie.com) embed and thumbnail URLs for it.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);

/** The 11-character video id of an id, watch, share, embed or shorts URL; null if none. */
export function youtubeId(input: string): string | null {
  const value = input.trim();
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value.startsWith('http') ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!HOSTS.has(url.hostname)) return null;
  const candidates = [
    url.searchParams.get('v'),
    url.hostname === 'youtu.be' ? url.pathname.slice(1) : null,
    /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null,
  ];
  return (
    candidates.find((candidate): candidate is string => candidate !== null && ID.test(candidate)) ??
    null
  );
}

/** The privacy-enhanced embed URL (no cookies until the shopper plays). */
export function embedUrl(id: string, options: { autoplay: boolean; start: number }): string {
  const query = new URLSearchParams({ rel: '0' });
  if (options.autoplay) query.set('autoplay', '1');
  if (options.start > 0) query.set('start', String(Math.floor(options.start)));
  return `https://www.youtube-nocookie.com/embed/${id}?${query.toString()}`;
}

/** The video's 480x360 thumbnail, served without cookies. */
export const thumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
