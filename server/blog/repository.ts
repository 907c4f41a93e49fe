import type { Kysely } from 'kysely';
import type { BlogPostSummary } from '../../src/model';
import type { Database } from '../db/schema';

export interface NewBlogPost {
  divisionId: number;
  url: string;
  title: string;
  body: string;
  metaImage: string | null;
  publishedAt: string;
  /** Already normalised (src/rules/blogTag.ts). */
  tags?: string[];
}

export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
}

export interface BlogRepository {
  /** Newest first; `page` counts from 1. `withBody` adds each post's stored HTML. */
  paginate(
    divisionIds: number[],
    page: number,
    perPage: number,
    options?: { withBody?: boolean; tag?: string | null },
  ): Promise<BlogPage>;
  findByIds(ids: number[]): Promise<BlogPostSummary[]>;
  create(input: NewBlogPost): Promise<BlogPostSummary>;
}

export function createBlogRepository(db: Kysely<Database>): BlogRepository {
  const toSummary = (row: {
    id: number;
    url: string;
    title: string;
    meta_image: string | null;
    published_at: string;
    body?: string;
  }): BlogPostSummary => ({
    id: row.id,
    url: row.url,
    title: row.title,
    metaImage: row.meta_image ? { banner: row.meta_image } : null,
    publishedAt: row.published_at,
    ...(row.body === undefined ? {} : { body: row.body }),
    tags: [],
  });

  /** The posts with their tags filled in (one query for the lot). */
  async function withTags(posts: BlogPostSummary[]): Promise<BlogPostSummary[]> {
    if (posts.length === 0) return posts;
    const rows = await db
      .selectFrom('blog_post_tags')
      .select(['post_id', 'tag'])
      .where(
        'post_id',
        'in',
        posts.map((post) => post.id),
      )
      .orderBy('tag')
      .execute();
    return posts.map((post) => ({
      ...post,
      tags: rows.filter((row) => row.post_id === post.id).map((row) => row.tag),
    }));
  }

  return {
    async paginate(divisionIds, page, perPage, options = {}) {
      if (divisionIds.length === 0) return { posts: [], total: 0 };
      const tag = options.tag ?? null;
      const base = db
        .selectFrom('blog_posts')
        .where('division_id', 'in', divisionIds)
        .$if(tag !== null, (query) =>
          query.where('id', 'in', (eb) =>
            eb.selectFrom('blog_post_tags').select('post_id').where('tag', '=', tag!),
          ),
        );
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'url', 'title', 'meta_image', 'published_at'])
          .$if(options.withBody === true, (query) => query.select('body'))
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { posts: await withTags(rows.map(toSummary)), total: Number(count.n) };
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('blog_posts')
        .select(['id', 'url', 'title', 'meta_image', 'published_at'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      return withTags(rows.map(toSummary));
    },
    async create(input) {
      const row = await db
        .insertInto('blog_posts')
        .values({
          division_id: input.divisionId,
          url: input.url,
          title: input.title,
          body: input.body,
          meta_image: input.metaImage,
          published_at: input.publishedAt,
        })
        .returning(['id', 'url', 'title', 'meta_image', 'published_at'])
        .executeTakeFirstOrThrow();
      const tags = [...new Set(input.tags ?? [])];
      if (tags.length > 0)
        await db
          .insertInto('blog_post_tags')
          .values(tags.map((tag) => ({ post_id: row.id, tag })))
          .execute();
      return { ...toSummary(row), tags: [...tags].sort() };
    },
  };
}
