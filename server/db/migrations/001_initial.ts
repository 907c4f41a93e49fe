import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/** The first schema: every table the /omnis/v3 API needs (see server/db/schema.ts). */
export const initial: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('divisions')
      .addColumn('id', idType, id)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('subdomain', 'text', (c) => c.notNull().unique())
      .addColumn('custom_domain', 'text', (c) => c.unique())
      .addColumn('logo', 'text')
      .addColumn('theme', 'text', (c) => c.notNull())
      .addColumn('pro', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('password_protected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('setup', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('users')
      .addColumn('id', idType, id)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('signed_eula', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('should_have_store', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dashboard_access', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('two_factor_secret', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('user_divisions')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('user_divisions_pk', ['user_id', 'division_id'])
      .execute();

    await s
      .createTable('recovery_codes')
      .addColumn('id', idType, id)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await s
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await s
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('pages')
      .addColumn('id', idType, id)
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('is_homepage', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('pages_division_url', ['division_id', 'url'])
      .execute();

    await s
      .createTable('products')
      .addColumn('id', idType, id)
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('price', 'real', (c) => c.notNull())
      .addColumn('sale_price', 'real')
      .addColumn('bestseller_rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('default_colour', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_base_product', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('base_sku', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('products_division_url', ['division_id', 'url_name'])
      .execute();

    await s
      .createTable('product_options')
      .addColumn('id', idType, id)
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('colour_name', 'text', (c) => c.notNull())
      .addColumn('colour_hex', 'text', (c) => c.notNull())
      .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await s
      .createTable('collections')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('banner', 'text')
      .addUniqueConstraint('collections_division_url', ['division_id', 'url_name'])
      .execute();

    await s
      .createTable('collection_products')
      .addColumn('collection_id', 'integer', (c) =>
        c.notNull().references('collections.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('collection_products_pk', ['collection_id', 'product_id'])
      .execute();

    await s
      .createTable('blog_posts')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('meta_image', 'text')
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('baskets')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('baskets_session', ['division_id', 'name', 'session_id'])
      .addUniqueConstraint('baskets_customer', ['division_id', 'name', 'customer_id'])
      .execute();

    await s
      .createTable('basket_items')
      .addColumn('id', idType, id)
      .addColumn('basket_id', 'integer', (c) =>
        c.notNull().references('baskets.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) =>
        c.notNull().references('products.id').onDelete('cascade'),
      )
      .addColumn('colour', 'text')
      .addColumn('size', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('bundle_options', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('basket_items_key', ['basket_id', 'key'])
      .execute();

    await s
      .createTable('events')
      .addColumn('id', idType, id)
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('division_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('permission_requests')
      .addColumn('id', idType, id)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('permissions', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('remill_submissions')
      .addColumn('id', idType, id)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('division_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('mailing_list_subscribers')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('mailing_list', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('subscribers_unique', ['division_id', 'mailing_list', 'email'])
      .execute();

    await s
      .createTable('outbox')
      .addColumn('id', idType, id)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();

    await s
      .createTable('images')
      .addColumn('id', idType, id)
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('variants', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s.createIndex('pages_division').on('pages').column('division_id').execute();
    await s
      .createIndex('products_division')
      .on('products')
      .columns(['division_id', 'bestseller_rank'])
      .execute();
    await s
      .createIndex('product_options_product')
      .on('product_options')
      .column('product_id')
      .execute();
    await s.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await s
      .createIndex('blog_posts_division')
      .on('blog_posts')
      .columns(['division_id', 'published_at'])
      .execute();
    await s.createIndex('images_division').on('images').column('division_id').execute();
  },
});
