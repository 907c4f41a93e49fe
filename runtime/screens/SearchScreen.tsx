import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { SearchPageData } from '../data/catalogue';
import { ProductGrid } from '../product/ProductTile';

/**
 * /search/ (search layout): a GET form, so it also works before and without JavaScript.
 * Configured search terms redirect before this renders (the route's loader); any other
 * query lists the store's products that match it, best match first.
 */
export function SearchScreen() {
  const { query, products } = useLoaderData({ strict: false }) as SearchPageData;
  const field = useRef<HTMLInputElement>(null);
  const router = useRouter();
  // Arriving without a query (the header's search icon, @open-search): ready to type.
  useEffect(() => {
    if (!query) field.current?.focus();
  }, [query]);
  return (
    <section className="sf-search">
      <h1>Search</h1>
      <form
        role="search"
        action="/search/"
        method="get"
        className="sf-search-form"
        onSubmit={(event) => {
          // With JavaScript the search stays in the app (and a configured term still redirects).
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          void router.navigate({ to: '/search/', search: { q: typeof q === 'string' ? q : '' } });
        }}
      >
        <label htmlFor="sf-search-q" className="ui-visually-hidden">
          Search the store
        </label>
        <input
          ref={field}
          id="sf-search-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search the store"
          key={query}
        />
        <button type="submit" className="sf-button">
          Search
        </button>
      </form>
      {query ? (
        <>
          <p role="status">
            {products.length === 0
              ? `No products match “${query}”.`
              : `${products.length} ${products.length === 1 ? 'product matches' : 'products match'} “${query}”.`}
          </p>
          <ProductGrid products={products} label={`Results for ${query}`} />
        </>
      ) : null}
    </section>
  );
}
