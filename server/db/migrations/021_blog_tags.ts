import type { MigrationFactory, SchemaDb } from './types';

/**
 * Blog post tags (issue 18, /blog/tagged/{tag}/): one row per post and tag, tags kept
 * lower-case, found by tag through their own index.
 */
export const blogTags: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('blog_post_tags')
      .addColumn('post_id', 'integer', (c) =>
        c.notNull().references('blog_posts.id').onDelete('cascade'),
      )
      .addColumn('tag', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('blog_post_tags_pk', ['post_id', 'tag'])
      .execute();
    await db.schema.createIndex('blog_post_tags_tag').on('blog_post_tags').column('tag').execute();
  },
});
