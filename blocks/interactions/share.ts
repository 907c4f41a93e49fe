/**
 * Share targets for a product or page URL. Each network's public "share" address takes
 * the URL as a query parameter, so sharing needs no third-party script.
 */
export const SHARE_NETWORKS = ['facebook', 'pinterest', 'x', 'whatsapp', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_LABELS: Record<ShareNetwork, string> = {
  facebook: 'Share on Facebook',
  pinterest: 'Pin on Pinterest',
  x: 'Share on X',
  whatsapp: 'Share on WhatsApp',
  email: 'Share by email',
};

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

function shareHref(network: ShareNetwork, u: string, t: string): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${t ? `${t}%20` : ''}${u}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

export function shareLink(network: ShareNetwork, url: string, text: string): ShareLink {
  return {
    network,
    label: SHARE_LABELS[network],
    href: shareHref(network, encodeURIComponent(url), encodeURIComponent(text)),
  };
}

/** The URL being shared: the product's page when a product is named, else the page itself. */
export function sharedUrl(
  location: { origin: string; href: string },
  productUrlName: string,
): string {
  return productUrlName === ''
    ? location.href
    : `${location.origin}/product/${encodeURIComponent(productUrlName)}/`;
}

/** "1 like", "12 likes". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
