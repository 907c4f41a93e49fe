import { Link, useLoaderData } from '@tanstack/react-router';
import { blogTagLabel } from '../../src/rules/blogTag';
import type { BlogPostData } from '../data/catalogue';
import { PostDate } from './PostDate';

/**
 * /blog/{post}/: the post's title, date, picture and text, then a link back to the blog.
 * The text is the post's HTML as the server sanitised it (GET /blog/paginate/ without
 * `lite`), so the browser needs no sanitiser of its own.
 */
export function BlogPostScreen() {
  const { post } = useLoaderData({ strict: false }) as BlogPostData;
  return (
    <article className="sf-post">
      <h1>{post.title}</h1>
      <PostDate value={post.publishedAt} />
      {post.metaImage ? (
        <img
          className="sf-post-image"
          src={post.metaImage.banner}
          alt=""
          width={1920}
          height={768}
          fetchPriority="high"
        />
      ) : null}
      {post.body ? (
        <div className="sf-post-body" dangerouslySetInnerHTML={{ __html: post.body }} />
      ) : null}
      {post.tags.length > 0 ? (
        <ul className="sf-post-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog/tagged/${tag}/`}>{blogTagLabel(tag)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/blog/">More from the blog</Link>
      </p>
    </article>
  );
}
