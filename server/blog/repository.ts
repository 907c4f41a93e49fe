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
    options?: { withBody?: boolean },
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
  });

  return {
    async paginate(divisionIds, page, perPage, options = {}) {
      if (divisionIds.length === 0) return { posts: [], total: 0 };
      const base = db.selectFrom('blog_posts').where('division_id', 'in', divisionIds);
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
      return { posts: rows.map(toSummary), total: Number(count.n) };
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('blog_posts')
        .select(['id', 'url', 'title', 'meta_image', 'published_at'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
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
      return toSummary(row);
    },
  };
}
