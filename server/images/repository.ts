import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, parseJson } from '../db/rows';

/** An uploaded image: its original and sized variants (width -> URL). */
export interface StoredImage {
  id: number;
  divisionId: number;
  name: string;
  altText: string;
  width: number;
  height: number;
  original: string;
  sizes: Record<string, string>;
  createdAt: string;
}

export interface ImagesRepository {
  create(input: Omit<StoredImage, 'id' | 'createdAt'>): Promise<StoredImage>;
  /** Newest first, optionally filtered by a name fragment (case-insensitive). */
  search(
    divisionId: number,
    options: { searchTerm: string; page: number; perPage: number },
  ): Promise<{ images: StoredImage[]; total: number }>;
  get(divisionId: number, id: number): Promise<StoredImage | null>;
  /**
   * Where the store uses the image (any of its sizes): product galleries, collection
   * banners and pages (blocks, menus). Counted, so the library can say why it stays.
   */
  usage(image: StoredImage): Promise<{ products: number; collections: number; pages: number }>;
  remove(divisionId: number, id: number): Promise<boolean>;
}

/** The part of every url of an image that its sizes share: `/uploads/3/ab12` of `/uploads/3/ab12-256.webp`. */
export const imageStem = (image: Pick<StoredImage, 'original'>): string =>
  image.original.replace(/\.[a-z0-9]+$/i, '');

const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createImagesRepository(db: Kysely<Database>): ImagesRepository {
  const toImage = (row: {
    id: number;
    division_id: number;
    name: string;
    alt_text: string;
    width: number;
    height: number;
    variants: string;
    created_at: string;
  }): StoredImage => {
    const variants = parseJson<{ original: string; sizes: Record<string, string> }>(row.variants, {
      original: '',
      sizes: {},
    });
    return {
      id: row.id,
      divisionId: row.division_id,
      name: row.name,
      altText: row.alt_text,
      width: row.width,
      height: row.height,
      original: variants.original,
      sizes: variants.sizes,
      createdAt: row.created_at,
    };
  };

  return {
    async create(input) {
      const row = await db
        .insertInto('images')
        .values({
          division_id: input.divisionId,
          name: input.name,
          alt_text: input.altText,
          width: input.width,
          height: input.height,
          variants: JSON.stringify({ original: input.original, sizes: input.sizes }),
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toImage(row);
    },
    async search(divisionId, { searchTerm, page, perPage }) {
      let base = db.selectFrom('images').where('division_id', '=', divisionId);
      const term = searchTerm.trim().toLowerCase();
      if (term)
        base = base.where((eb) =>
          eb(eb.fn('lower', ['name']), 'like', `%${term.replace(/[%_]/g, '')}%`),
        );
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { images: rows.map(toImage), total: Number(count.n) };
    },
    async get(divisionId, id) {
      const row = await db
        .selectFrom('images')
        .selectAll()
        .where('division_id', '=', divisionId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toImage(row) : null;
    },
    async usage(image) {
      const pattern = likeContaining(imageStem(image));
      const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
        Number((await query)?.n ?? 0);
      const [products, collections, pages] = await Promise.all([
        count(
          db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('division_id', '=', image.divisionId)
            .where(sql<boolean>`gallery like ${pattern} escape '\\'`)
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('collections')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('division_id', '=', image.divisionId)
            .where(sql<boolean>`banner like ${pattern} escape '\\'`)
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom('pages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('division_id', '=', image.divisionId)
            .where(sql<boolean>`document like ${pattern} escape '\\'`)
            .executeTakeFirst(),
        ),
      ]);
      return { products, collections, pages };
    },
    async remove(divisionId, id) {
      const result = await db
        .deleteFrom('images')
        .where('division_id', '=', divisionId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
