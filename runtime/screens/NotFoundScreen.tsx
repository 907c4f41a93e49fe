import { Link } from '@tanstack/react-router';
import { PAGE_LOAD_MESSAGES } from '../../src/errors';

/** The not-found page: /404/ and any unmatched path. */
export function NotFoundScreen() {
  return (
    <section className="sf-message">
      <h1>{PAGE_LOAD_MESSAGES.notFound}</h1>
      <p>The page may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <a href="/sitemap/">browse the sitemap</a>.
      </p>
    </section>
  );
}
