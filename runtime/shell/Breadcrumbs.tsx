import { Link, useMatches } from '@tanstack/react-router';
import { breadcrumbs, type BreadcrumbEntities } from '../../src/rules/breadcrumbs';

/**
 * Breadcrumbs from the matched routes' metadata. Shown only when
 * the route defines one, after a Home crumb. Crumbs named after what a route loaded (a
 * product, a collection, a post) read the `crumbs` its loader answers.
 */
export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs = breadcrumbs(
    matches.map((match) => ({
      pathname: match.pathname,
      breadcrumb: match.staticData.breadcrumb,
      title: match.staticData.meta?.title,
      params: match.params as Record<string, string>,
      loaded: (match.loaderData as { crumbs?: BreadcrumbEntities } | undefined)?.crumbs,
    })),
  );
  if (crumbs.length === 0) return null;
  return (
    <nav className="sf-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.text}</span>
            ) : (
              <Link to={crumb.href}>{crumb.text}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
