import { useServices } from '../app/ServicesContext';

/** Legal pages the platform runs for provider-operated stores. */
export const LEGAL_LINKS = [
  { href: '/terms-of-use/', text: 'Terms of use' },
  { href: '/terms-of-sale/', text: 'Terms of sale' },
  { href: '/use-of-cookies-and-disclaimer/', text: 'Cookies and disclaimer' },
  { href: '/privacy-policy/', text: 'Privacy policy' },
] as const;

/**
 * Footer links: the help centre and the legal pages are hidden when the store uses a direct
 * payment processor.
 */
export function footerLinks(
  paymentProcessor: 'teemill' | 'direct',
): { href: string; text: string }[] {
  return [
    ...(paymentProcessor === 'direct' ? [] : [{ href: '/help/', text: 'Help' }, ...LEGAL_LINKS]),
    { href: '/sitemap/', text: 'Sitemap' },
  ];
}

/**
 * `onCookiePreferences` (a store with the cookie-policy plugin) adds "Cookie preferences",
 * which reopens the banner's switches so a shopper can change or withdraw their choice.
 */
export function Footer({
  onCookiePreferences,
}: { onCookiePreferences?: (opener: HTMLButtonElement) => void } = {}) {
  const { coreData } = useServices();
  const { state } = coreData;
  return (
    <>
      <footer className="sf-footer">
        <nav aria-label="Footer">
          <ul className="sf-footer-links">
            {footerLinks(state.paymentProcessor.type).map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.text}</a>
              </li>
            ))}
            {onCookiePreferences ? (
              <li>
                <button
                  type="button"
                  className="sf-link-button"
                  onClick={(event) => onCookiePreferences(event.currentTarget)}
                >
                  Cookie preferences
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </footer>
      <div className="sf-subfooter">
        <p>© {state.subdomain.division.name}</p>
      </div>
    </>
  );
}
