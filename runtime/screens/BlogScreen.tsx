import { Link, useLoaderData } from '@tanstack/react-router';
import type { BlogPageData } from '../data/catalogue';
import { PostDate } from './PostDate';

/** /blog/: the store's posts, newest first, a page at a time. */
export function BlogScreen() {
  const { posts, page, lastPage } = useLoaderData({ strict: false }) as BlogPageData;
  return (
    <section className="sf-blog">
      <h1>Blog</h1>
      {posts.length === 0 ? <p>No posts yet.</p> : null}
      <ul className="sf-post-list">
        {posts.map((post) => (
          <li key={post.id} className="sf-post-card">
            <Link to={`/blog/${post.url}/`}>
              {post.metaImage ? (
                <img
                  src={post.metaImage.banner}
                  alt=""
                  width={640}
                  height={256}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h2>{post.title}</h2>
            </Link>
            <PostDate value={post.publishedAt} />
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav aria-label="Blog pages" className="sf-pager">
          {page > 1 ? (
            <Link to={page === 2 ? '/blog/' : `/blog/?page=${page - 1}`}>Newer posts</Link>
          ) : null}
          {page < lastPage ? <Link to={`/blog/?page=${page + 1}`}>Older posts</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
