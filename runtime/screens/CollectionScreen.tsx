import { useLoaderData } from '@tanstack/react-router';
import type { CollectionPageData } from '../data/catalogue';
import { ProductGrid } from '../product/ProductTile';

/** A collection (/collection/{collection}/): its banner, name and products, bestsellers first. */
export function CollectionScreen() {
  const { collection, products } = useLoaderData({ strict: false }) as CollectionPageData;
  const banner = collection.banner?.thumbnails.full;
  return (
    <section className="sf-collection">
      {banner ? (
        <img
          className="sf-collection-banner"
          src={banner}
          alt=""
          width={1920}
          height={384}
          fetchPriority="high"
        />
      ) : null}
      <h1>{collection.name}</h1>
      {products.length > 0 ? (
        <ProductGrid products={products} label={collection.name} />
      ) : (
        <p>There is nothing in this collection yet.</p>
      )}
    </section>
  );
}
