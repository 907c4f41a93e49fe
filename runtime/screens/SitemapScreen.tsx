import { Link } from '@tanstack/react-router';
import { useServices } from '../app/ServicesContext';

/** The /sitemap/ page: every published page that is in the sitemap. */
export function SitemapScreen() {
  const { coreData } = useServices();
  const pages = coreData.pages.filter(
    (page) => page.sitemap && page.published && page.loginState === 'everyone',
  );
  return (
    <section className="sf-prose">
      <h1>Sitemap</h1>
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={page.url}>{page.title || (page.url === '/' ? 'Home' : page.url)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
