import { Link, useLoaderData } from '@tanstack/react-router';
import type { BlogPostData } from '../data/catalogue';
import { PostDate } from './PostDate';

/**
 * /blog/{post}/: the post's title, date and picture. The API lists posts by their summary
 * (url, title, picture, date: page-builder section 7) and has no call for a post's text
 * yet, so the page shows what the listing knows and links back to the blog.
 */
export function BlogPostScreen() {
  const { post } = useLoaderData({ strict: false }) as BlogPostData;
  return (
    <article className="sf-post">
      <h1>{post.title}</h1>
      <PostDate value={post.publishedAt} />
      {post.metaImage ? <img className="sf-post-image" src={post.metaImage.banner} alt="" width={1920} height={768} fetchPriority="high" /> : null}
      <p>
        <Link to="/blog/">More from the blog</Link>
      </p>
    </article>
  );
}
