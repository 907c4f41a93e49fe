import { Link, useLoaderData } from '@tanstack/react-router';
import { blogTagLabel } from '../../src/rules/blogTag';
import type { BlogPageData } from '../data/catalogue';
import { PostDate } from './PostDate';

/**
 * /blog/ and /blog/tagged/{tag}/: the store's posts (of one tag), newest first, a page at
 * a time; a tag's page links back to the whole blog.
 */
export function BlogScreen() {
  const { posts, page, lastPage, tag } = useLoaderData({ strict: false }) as BlogPageData;
  const base = tag ? `/blog/tagged/${tag}/` : '/blog/';
  return (
    <section className="sf-blog">
      <h1>{tag ? `Posts tagged “${blogTagLabel(tag)}”` : 'Blog'}</h1>
      {tag ? (
        <p>
          <Link to="/blog/">All posts</Link>
        </p>
      ) : null}
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
            <Link to={page === 2 ? base : `${base}?page=${page - 1}`}>Newer posts</Link>
          ) : null}
          {page < lastPage ? <Link to={`${base}?page=${page + 1}`}>Older posts</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
