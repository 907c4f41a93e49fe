/**
 * The store's four legal pages. A store that takes payments itself (a direct payment
 * processor) has its own terms, so these pages and their footer links are hidden for it:
 * their routes are left out and the path falls through to not-found.
 */
export const LEGAL_PAGE_URLS = [
  '/terms-of-use/',
  '/terms-of-sale/',
  '/use-of-cookies-and-disclaimer/',
  '/privacy-policy/',
] as const;

export const isHiddenLegalPage = (url: string, paymentProcessor: string): boolean =>
  paymentProcessor === 'direct' && (LEGAL_PAGE_URLS as readonly string[]).includes(url);
