/**
 * Where a blog post lives on the storefront: `/blog/{post}/` (storefront routes).
 * GET /blog/paginate/ answers each post's `url` as its bare slug (`meet-the-illustrators`),
 * which as a link target would be neither a store path nor a safe absolute URL; a url
 * that is already a path or a full URL is kept as it is.
 */
export function blogPostHref(url: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/)/i.test(url) ? url : `/blog/${encodeURIComponent(url)}/`;
}
