/**
 * Fixture pages point at pictures on example hosts (`https://images.shop.example/...`)
 * that do not resolve. Seeding swaps every such URL for one of the demo store's own
 * generated images, so the demo works offline. The same URL always gets the same image;
 * `named` gives chosen URLs their own picture (the homepage's lifestyle photo).
 */
const EXAMPLE_IMAGE = /^https?:\/\/[^/]*\.example\/.+\.(?:jpe?g|png|webp|gif|avif)(?:\?.*)?$/i;

export function localiseImages<T>(
  value: T,
  images: readonly string[],
  named: Readonly<Record<string, string>> = {},
): T {
  if (images.length === 0) return value;
  const chosen = new Map<string, string>();
  const swap = (url: string): string => {
    if (!EXAMPLE_IMAGE.test(url)) return url;
    if (named[url] !== undefined) return named[url];
    if (!chosen.has(url)) chosen.set(url, images[chosen.size % images.length]!);
    return chosen.get(url)!;
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return swap(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  return walk(value) as T;
}
